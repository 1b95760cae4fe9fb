import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, BASE_URL, launchChromium, screenshot } from './support/browser.ts';
import { appMounted, signedInPage } from './support/session.ts';

let browser: Browser;

async function openPage(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(new URL(path, BASE_URL).href);
  return page;
}

describe('web shell', () => {
  before(async () => {
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('landing page leads to sign-up (Get Started) and sign-in (Sign In)', async () => {
    const page = await openPage('/');
    const headline = page.getByRole('heading', { level: 1 });
    await headline.waitFor();
    assert.equal((await headline.textContent())?.trim(), 'Build Your Career in the Energy Sector');
    assert.equal(await page.title(), 'Energy Career Platform');
    await screenshot(page, 'landing-desktop', true);

    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Create your account').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Welcome back').waitFor();
    await screenshot(page, 'auth', false);
    await page.context().close();
  });

  test('landing page on a phone', async () => {
    const page = await openPage('/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start Your Journey' }).waitFor();
    await screenshot(page, 'landing-mobile', true);
    await page.context().close();
  });

  test('unknown path shows the 404 page with a way home', async () => {
    const page = await openPage('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await screenshot(page, 'not-found', false);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Build Your Career in the Energy Sector' }).waitFor();
    await page.context().close();
  });

  test('signed-in layout sidebar toggles with Ctrl+B and remembers it', async () => {
    const { page } = await signedInPage(browser, '/dashboard');
    const sidebar = page.locator('[data-slot="sidebar"][data-state]');
    await sidebar.waitFor();
    await page.getByText('Career Development Platform').waitFor();
    assert.equal(await sidebar.getAttribute('data-state'), 'expanded');
    await screenshot(page, 'dashboard-sidebar-open', false);

    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state') === 'collapsed');
    await animationsDone(page);
    await screenshot(page, 'dashboard-sidebar-collapsed', false);

    const cookies = await page.context().cookies();
    assert.equal(cookies.find((cookie) => cookie.name === 'sidebar_state')?.value, 'false');

    await page.reload();
    await sidebar.waitFor();
    // Collapsed from the first paint (the shell's inline script reads the cookie), and once the app runs.
    assert.equal(await sidebar.getAttribute('data-state'), 'collapsed');
    await appMounted(page);
    assert.equal(await sidebar.getAttribute('data-state'), 'collapsed');

    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state') === 'expanded');
    await page.context().close();
  });

  test('theme toggle switches to dark and survives a reload', async () => {
    const { page } = await signedInPage(browser, '/skills');
    await page.getByRole('heading', { name: 'My Skills' }).waitFor();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await screenshot(page, 'skills-dark', false);
    await page.context().close();
  });

  test('under 768px the sidebar is a drawer', async () => {
    const { page } = await signedInPage(browser, '/dashboard', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Career Paths' }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    await page.getByRole('heading', { name: 'Career Paths' }).waitFor();
    await page.keyboard.press('Control+b');
    await drawer.waitFor();
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'mobile-drawer', false);
    await page.context().close();
  });

  test('/my-skills redirects to /skills', async () => {
    const { page } = await signedInPage(browser, '/my-skills');
    await page.waitForURL((url) => url.pathname === '/skills');
    await page.getByRole('heading', { name: 'My Skills' }).waitFor();
    await page.context().close();
  });

  test('sidebar design demo shows eight styles', async () => {
    const page = await openPage('/sidebar-demo');
    await page.getByRole('heading', { name: 'Sidebar Styles' }).waitFor();
    assert.equal(await page.locator('figure').count(), 8);
    await screenshot(page, 'sidebar-demo', true);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, screenshot } from './support/browser.ts';
import { appMounted, signedInPage } from './support/session.ts';

let browser: Browser;

/** Holds the app's scripts until release() is called: the page shows only its HTML meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Layout shifts since the page's start (their sum is the page's CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

describe("signed-in pages' shell (rendered at build time)", () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test("/dashboard paints its frame, heading and stat cards before any script, with no user data; the app replaces it without a shift", async () => {
    const fullName = 'Shell Tester';
    const { page, email } = await signedInPage(browser, '/health/live', { fullName, viewport: { width: 412, height: 823 } });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    const html = await (await page.request.get(new URL('/dashboard', BASE_URL).href)).text();
    for (const text of ['Welcome back!', 'Active Courses', 'Skills', 'Career Paths', 'Certificates', 'aria-busy="true"']) assert.ok(html.includes(text), text);
    assert.ok(!html.includes(fullName) && !html.includes(email) && !html.includes('ST<'), 'no user data in the HTML');

    const release = await holdScripts(page);
    await page.goto(new URL('/dashboard', BASE_URL).href, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Welcome back!' });
    await heading.waitFor();
    // What the first paint shows: the HTML with its stylesheet (render-blocking; the DOM is there before it).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
    assert.equal(await page.locator('main').getAttribute('aria-busy'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Open user menu' }).count(), 0);
    // The stored dark theme is applied before the first paint (the inline script, allowed by its hash in the CSP).
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    const before = await heading.boundingBox();
    const cardBefore = await page.getByText('Certificates', { exact: true }).boundingBox();
    await screenshot(page, 'shell-dashboard-phone', false);

    release();
    await page.getByRole('button', { name: 'Open user menu' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('main[aria-busy]'));
    const after = await heading.boundingBox();
    const cardAfter = await page.getByText('Certificates', { exact: true }).boundingBox();
    assert.deepEqual(after, before, 'the heading stays where the shell put it');
    assert.deepEqual(cardAfter, cardBefore, 'the stat cards stay where the shell put them');
    assert.equal(await layoutShift(page), 0);
    await page.context().close();
  });

  test("on a desktop the shell's sidebar is collapsed before any script when its cookie says so, its inline script allowed by the CSP", async () => {
    const { page } = await signedInPage(browser, '/health/live');
    await page.context().addCookies([{ name: 'sidebar_state', value: 'false', url: BASE_URL }]);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const release = await holdScripts(page);
    await page.goto(new URL('/training', BASE_URL).href, { waitUntil: 'commit' });
    const sidebar = page.locator('[data-slot="sidebar"][data-state]');
    // The HTML parsed (its inline scripts run), the app's scripts still held.
    await page.waitForFunction(() => document.readyState !== 'loading');
    assert.equal(await page.locator('main').getAttribute('aria-busy'), 'true');
    assert.equal(await sidebar.getAttribute('data-state'), 'collapsed');
    release();
    await appMounted(page);
    assert.equal(await sidebar.getAttribute('data-state'), 'collapsed');
    assert.deepEqual(refused, []);
    await page.context().close();
  });

  test('a signed-out visitor of /dashboard still ends at /auth, a user with onboarding to do at /onboarding', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(new URL('/dashboard', BASE_URL).href);
    await visitor.waitForURL((url) => url.pathname === '/auth');
    await context.close();

    const { page } = await signedInPage(browser, '/dashboard', { onboardingCompleted: false });
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: /Welcome!/ }).waitFor();
    await page.context().close();
  });
});

// Keyboard and screen-reader use (issue 18, WCAG 2.2 AA): a whole journey driven by the keyboard alone (no mouse:
// only keyboard.press/type; the file chooser the keyboard opens is answered through its event), focus moved and
// announced on route changes, dialogs that trap focus and give it back, toasts announced politely, and a visible
// focus indicator on every Tab stop.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, requestsSettled, screenshot, watchRequests } from './support/browser.ts';
import { cvPath } from './support/cv.ts';
import { focused, tabTo, waitForHeadingFocus } from './support/keyboard.ts';
import { graphqlInPage, signedInPage } from './support/session.ts';

let browser: Browser;

/** The toast with this text, and the live region it was announced in. */
async function announcedToast(page: Page, text: string): Promise<{ live: string | null; role: string | null }> {
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }).first();
  await toast.waitFor({ timeout: 30_000 });
  return toast.evaluate((el) => {
    const region = el.closest('[aria-live]');
    return { live: region?.getAttribute('aria-live') ?? null, role: el.closest('[role="alert"]') ? 'alert' : null };
  });
}

/**
 * The focused element's name once focus has come back: the dialog gives it back to its trigger as it unmounts, a
 * task after the element leaves the DOM, so the name is read until it is the expected one (or 3 s have passed).
 */
async function focusSettlesOn(page: Page, name: string): Promise<string> {
  const until = Date.now() + 3_000;
  let now = (await focused(page)).name;
  while (now !== name && Date.now() < until) {
    await page.waitForTimeout(50);
    now = (await focused(page)).name;
  }
  return now;
}

const announcer = (page: Page) => page.getByTestId('route-announcer');

describe('keyboard and screen-reader use', () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test('sign-up, onboarding with a CV upload and its assessment, a career path, an enrolment and Finish, with the keyboard alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The enrolment opens the provider's course in a new tab: close it, the journey goes on in this one.
    context.on('page', (opened) => void opened.close());
    // Listening from the start: Playwright turns on file-chooser interception with an asynchronous protocol call when
    // the first listener is added, and a key pressed before it lands opens the native dialog instead (headless: none).
    const chosen: Array<() => void> = [];
    page.on('filechooser', (fileChooser) => {
      void fileChooser.setFiles(cvPath('03-pv-design-engineer.txt')).then(() => chosen.shift()?.());
    });
    await page.goto(new URL('/auth', BASE_URL).href);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();

    // Sign-up: role and category tiles, the three fields, Enter submits.
    await tabTo(page, /^Sign up$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await tabTo(page, /^Beneficiary/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Professional$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Full Name$/);
    await page.keyboard.type('Kim Keyboard');
    await tabTo(page, /^Email$/);
    await page.keyboard.type(`e2e-keyboard-${randomBytes(5).toString('hex')}@example.test`);
    await tabTo(page, /^Password$/);
    await page.keyboard.type('grid-keys-2025');
    await page.keyboard.press('Enter');

    // The new page's heading has focus and the change was announced.
    await page.waitForURL('**/onboarding');
    assert.equal(await waitForHeadingFocus(page), "Welcome! Let's set up your career profile");

    // Step 1: the CV picker opens from the keyboard; the assessment runs on the chosen CV.
    await tabTo(page, /^Upload Your CV$/);
    const fileChosen = new Promise<void>((resolve) => chosen.push(resolve));
    await page.keyboard.press('Space');
    await Promise.race([fileChosen, new Promise((_, reject) => setTimeout(() => reject(new Error('Space on the CV picker opened no file chooser in 30 s')), 30_000))]);
    await page.getByText('Your Career Assessment Results').waitFor({ timeout: 60_000 });
    assert.deepEqual(await announcedToast(page, 'Assessment Complete'), { live: 'polite', role: null });
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');

    // Step 2: focus moves to the new step's title; the first career path is marked interesting.
    assert.equal(await waitForHeadingFocus(page, 3), 'Explore Careers');
    await tabTo(page, /^Interested$/);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Interested', exact: true, pressed: true }).first().waitFor();
    await tabTo(page, /^Next$/, { max: 200 });
    await page.keyboard.press('Enter');

    // Step 3: enrol in the first program.
    assert.equal(await waitForHeadingFocus(page, 3), 'Find Training');
    await tabTo(page, /^Enroll Now$/);
    await page.keyboard.press('Enter');
    assert.deepEqual(await announcedToast(page, 'Enrolled Successfully'), { live: 'polite', role: null });
    await page.getByRole('button', { name: 'Enrolled', exact: true }).first().waitFor();
    await screenshot(page, 'keyboard-journey-enrolled', false);
    await tabTo(page, /^Finish$/, { max: 200 });
    await page.keyboard.press('Enter');

    await page.waitForURL('**/dashboard');
    assert.equal(await waitForHeadingFocus(page), 'Welcome back!');
    const { myEnrollments } = await graphqlInPage<{ myEnrollments: { status: string }[] }>(page, '{ myEnrollments { status } }');
    assert.equal(myEnrollments.length, 1);
    const { myProfile } = await graphqlInPage<{ myProfile: { onboardingCompleted: boolean } }>(page, '{ myProfile { onboardingCompleted } }');
    assert.equal(myProfile.onboardingCompleted, true);
    await context.close();
  });

  test('a route change by keyboard moves focus to the new page heading, announces it and names the document', async () => {
    const { page } = await signedInPage(browser, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
    // The first Tab stop skips the navigation.
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).name, 'Skip to main content');
    await tabTo(page, /^My Skills$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/skills');
    // The focused heading is what the screen reader announces; the polite live region is there for a change that
    // leaves focus in the page.
    assert.equal(await waitForHeadingFocus(page), 'My Skills');
    assert.equal(await announcer(page).getAttribute('aria-live'), 'polite');
    assert.equal(await page.title(), 'My Skills | Energy Career Platform');
    // Tab goes on from the heading into the page, not back to the sidebar.
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('main')), 'the next Tab stop is in the main region');
    await page.context().close();
  });

  test('dialogs trap focus and give it back to their trigger: the phone navigation drawer and the user menu', async () => {
    const { page } = await signedInPage(browser, '/dashboard', { viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();

    await tabTo(page, /^Toggle Sidebar$/);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.ok((await focused(page)).inDialog, `Tab ${press + 1} stayed in the drawer`);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await focusSettlesOn(page, 'Toggle Sidebar'), 'Toggle Sidebar');

    await tabTo(page, /^Open user menu$/);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="menu"]'));
    await page.keyboard.press('ArrowDown');
    assert.ok((await focused(page)).inDialog, 'arrow keys move within the menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.equal(await focusSettlesOn(page, 'Open user menu'), 'Open user menu');
    await page.context().close();
  });

  test('every Tab stop shows a focus indicator, on the public and the signed-in screens', async () => {
    const missing: string[] = [];
    let stops = 0;
    const walk = async (page: Page, path: string, presses: number) => {
      watchRequests(page);
      await page.goto(new URL(path, BASE_URL).href);
      await page.locator('h1').first().waitFor();
      await requestsSettled(page);
      // To the end of the page: the toasts come last (their indicator is checked like any other stop).
      for (let press = 0; press < presses; press += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now.tag === 'body') break;
        if (now.inToaster) {
          stops += 1;
          if (!now.indicator) missing.push(`${path}: toast "${now.name.slice(0, 50)}"`);
          break;
        }
        stops += 1;
        if (!now.indicator) missing.push(`${path}: ${now.tag}${now.role ? `[${now.role}]` : ''} "${now.name.slice(0, 50)}"`);
      }
    };
    const visitor = await (await browser.newContext()).newPage();
    for (const path of ['/', '/auth', '/auth?mode=sign-up', '/no-such-page']) await walk(visitor, path, 30);
    await visitor.context().close();
    const { page: newcomer } = await signedInPage(browser, '/health/live', { onboardingCompleted: false });
    await walk(newcomer, '/onboarding', 30);
    await newcomer.context().close();
    const { page } = await signedInPage(browser, '/health/live');
    for (const path of ['/dashboard', '/skills', '/assessment', '/training', '/achievements', '/profile']) await walk(page, path, 40);
    await page.context().close();
    console.log(`focus indicator checked on ${stops} Tab stops`);
    assert.deepEqual(missing, [], `Tab stops without a visible focus indicator:\n${missing.join('\n')}`);
  });
});

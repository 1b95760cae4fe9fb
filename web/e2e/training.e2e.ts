import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { signedInPage } from './support/session.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SCREENSHOT_DIR = new URL('./screenshots/', import.meta.url).pathname;
const PROGRAM = 'Agile Delivery for Energy Digital Teams';

let browser: Browser;

/** A new learner, onboarding done, signed in as a browser is (the SPA restores the session from the refresh cookie). */
async function signedInContext(): Promise<{ context: BrowserContext; page: Page }> {
  const { page } = await signedInPage(browser, '/', { viewport: { width: 1280, height: 900 } });
  return { context: page.context(), page };
}

describe('training: explore, enrol, learn at the provider, completed with a certificate', () => {
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('a new learner sees the empty states on My Training', async () => {
    const { context, page } = await signedInContext();
    await page.goto(new URL('/training', BASE_URL).href);
    await page.getByRole('heading', { name: 'My Training' }).waitFor();
    await page.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await page.getByText('No active courses').waitFor();
    await page.getByRole('link', { name: 'Browse Courses' }).waitFor();
    await page.getByRole('tab', { name: 'Completed (0)' }).click();
    await page.getByText('No completed courses yet').waitFor();
    await context.close();
  });

  test('narrows Explore by search and level, keeps the filters in the address through a reload, and clears them', async () => {
    const { context, page } = await signedInContext();
    await page.goto(new URL('/explore', BASE_URL).href);
    const all = await page.getByRole('article').first().waitFor().then(() => page.getByRole('article').count());
    // Typed key by key, as a person types: every key lands in the field and then in the address.
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.pressSequentially('wind', { delay: 5 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'wind');
    assert.equal(await field.inputValue(), 'wind');
    await page.getByText(/^Showing \d+ of \d+ programs$/).first().waitFor();
    const bySearch = await page.getByRole('article').count();
    assert.ok(bySearch > 0 && bySearch < all, `some programs, not all (${bySearch} of ${all})`);
    await page.getByRole('combobox', { name: 'Level' }).selectOption('beginner');
    await page.waitForFunction((before) => document.querySelectorAll('[role="article"]').length < before, bySearch);
    const titles = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    assert.ok(titles.includes('Offshore Wind Fundamentals'), titles.join(', '));
    await page.getByText(`Showing ${titles.length} of ${all} programs`).first().waitFor();

    await page.reload();
    await page.getByRole('article').first().waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'wind');
    assert.equal(await page.getByRole('article').count(), titles.length);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such course anywhere');
    await page.getByText('No training programs match your search.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(`${all} programs`, { exact: true }).first().waitFor();
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'focus back in the search field');

    // Fast typing on a slow phone's CPU keeps every key (a field showing the address lost keys the router had not yet
    // written: 0 of 5 runs intact at 10 ms a key).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await field.pressSequentially('offshore wind fundamentals', { delay: 10 });
    assert.equal(await field.inputValue(), 'offshore wind fundamentals');
    await page.waitForURL((url) => url.searchParams.get('q') === 'offshore wind fundamentals');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('article', { name: 'Offshore Wind Fundamentals' }).waitFor();
    await context.close();
  });

  test('enrols from Explore, completes the course at the sandbox provider and sees it completed with score and certificate', async () => {
    const { context, page } = await signedInContext();
    await page.goto(new URL('/explore', BASE_URL).href);
    await page.getByRole('heading', { name: 'Explore Training' }).waitFor();
    const card = page.getByRole('article', { name: PROGRAM });
    await card.waitFor();
    assert.ok((await page.getByRole('article').count()) >= 24, 'the catalogue shows at least 24 programs');
    assert.equal(await card.getByText(/% skills match/).count(), 0, 'no match badge at 0 %');
    await page.screenshot({ path: `${SCREENSHOT_DIR}explore.png` });

    const courseTab = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await page.getByText('Enrolled Successfully').waitFor();
    await page.getByText('You have been enrolled in the training program.').waitFor();
    const enrolledButton = card.getByRole('button', { name: 'Enrolled' });
    await enrolledButton.waitFor();
    assert.equal(await enrolledButton.isDisabled(), true);

    // The enrollment link opened the provider's course in a new tab: work through every module.
    const course = await courseTab;
    // The toast's button opens it again from a click (a browser that blocked the first tab as a pop-up allows this).
    await page.bringToFront();
    const reopenedTab = context.waitForEvent('page');
    // (toasts that came after it, a badge's, stack over it until the pointer is on the stack)
    await page.locator('[data-sonner-toast]').first().hover();
    await page.getByRole('button', { name: 'Open course' }).click();
    const reopened = await reopenedTab;
    await reopened.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await reopened.close();
    await course.bringToFront();
    await course.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    const complete = course.getByRole('button', { name: /^Complete module/ });
    const modules = await complete.count();
    assert.equal(modules, 3);
    for (let done = 0; done < modules; done += 1) {
      await Promise.all([course.waitForURL(/\/learn\//), complete.first().click()]);
      await course.getByText(`Progress: ${Math.round(((done + 1) / modules) * 100)}%`).waitFor();
    }
    await course.getByRole('heading', { name: 'Course completed' }).waitFor();
    await course.close();

    // Back on the platform, My Training syncs with the provider and lists the course under Completed.
    await page.goto(new URL('/training', BASE_URL).href);
    const completedTab = page.getByRole('tab', { name: 'Completed (1)' });
    await completedTab.waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await completedTab.click();
    const done = page.getByRole('article', { name: PROGRAM });
    await done.waitFor();
    const score = await done.getByTestId('final-score').textContent();
    assert.match(score ?? '', /^(7\d|8\d|9\d|100)%$/);
    await done.getByText(/Completed \d/).waitFor();
    const certificate = done.getByRole('link', { name: 'View Certificate' });
    const href = await certificate.getAttribute('href');
    assert.match(href ?? '', /\/certificates\/SBX-\d{4}-[0-9A-F]{12}$/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}training-completed.png` });

    const certificatePage = await context.newPage();
    await certificatePage.goto(href!);
    await certificatePage.getByRole('heading', { name: 'Certificate of Completion' }).waitFor();
    assert.equal(await certificatePage.getByTestId('certificate-number').textContent(), href!.split('/').pop());
    await context.close();
  });
});

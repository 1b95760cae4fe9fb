import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot } from './support/browser.ts';
import { chooseCv, cvPath, toast } from './support/cv.ts';
import { signedInPage } from './support/session.ts';

let browser: Browser;

const stepButton = (page: Page, title: string) => page.getByRole('navigation', { name: 'Journey steps' }).getByRole('button', { name: title });
const stepTitle = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title, exact: true });
const journeyStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('journey')).map((k) => [k, localStorage.getItem(k)])));

describe('guided four-step journey on the dashboard', () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test('upload → review skills → career paths → training, with the clickability and Next rules, kept across a reload and cleared on sign-out', async () => {
    const { page, userId } = await signedInPage(browser, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor();
    await stepTitle(page, 'Upload CV').waitFor();
    const currentKey = `journey-current-step:${userId}`;
    const completedKey = `journey-completed-steps:${userId}`;

    // Step 1: no skills yet, so Next ('Review Skills') waits; later steps are not clickable.
    const next = page.getByRole('button', { name: 'Review Skills', exact: true });
    assert.equal(await next.isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Previous' }).isDisabled(), true);
    assert.equal(await stepButton(page, 'Upload CV').isDisabled(), false);
    for (const title of ['Review Skills', 'Career Paths', 'Training']) assert.equal(await stepButton(page, title).isDisabled(), true, title);
    await screenshot(page, 'journey-step1');

    await chooseCv(page, cvPath('19-solar-om-technician.txt'));
    await page.getByText('CV Uploaded Successfully!').waitFor({ timeout: 30_000 });
    await page.getByText('Your skills have been extracted. Click "Next" to review them.').waitFor();
    await toast(page, 'Assessment Complete');
    await page.getByRole('list', { name: 'Extracted skills' }).locator('li').first().waitFor();
    await page.getByRole('button', { name: 'Review Skills', exact: true, disabled: false }).waitFor();
    await screenshot(page, 'journey-step1-uploaded');
    await next.click();

    // Step 2: the skills editor; Next reads 'Explore Careers'; every step is clickable now.
    await stepTitle(page, 'Review Skills').waitFor();
    await page.getByRole('list', { name: 'Your skills' }).locator('li').first().waitFor();
    await page.getByRole('button', { name: 'Explore Careers', exact: true }).waitFor();
    for (const title of ['Upload CV', 'Review Skills', 'Career Paths', 'Training']) assert.equal(await stepButton(page, title).isDisabled(), false, title);
    assert.deepEqual(await journeyStorage(page), { [currentKey]: '2', [completedKey]: '[1]' });
    await screenshot(page, 'journey-step2');

    // Kept in local storage across a reload.
    await page.reload();
    await stepTitle(page, 'Review Skills').waitFor();
    await page.getByRole('button', { name: 'Explore Careers', exact: true }).click();
    await stepTitle(page, 'Career Paths').waitFor();
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await stepTitle(page, 'Review Skills').waitFor();
    await stepButton(page, 'Career Paths').click();
    await stepTitle(page, 'Career Paths').waitFor();
    await page.getByRole('button', { name: 'View Training', exact: true }).click();
    await stepTitle(page, 'Training').waitFor();
    await page.getByRole('button', { name: /Enroll Now|Enrolled/ }).first().waitFor();
    await screenshot(page, 'journey-step4');
    assert.deepEqual(await journeyStorage(page), { [currentKey]: '4', [completedKey]: '[1,2,3]' });
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL('**/training');
    assert.equal((await journeyStorage(page))[completedKey], '[1,2,3,4]');

    // Sign-out clears the journey state, every user's (another account's journey in this browser too).
    await page.evaluate(() => localStorage.setItem('journey-current-step:another-user', '3'));
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out successfully').waitFor();
    assert.deepEqual(await journeyStorage(page), {});
    await page.context().close();
  });

  test("each signed-in user has their own journey: another account's stored steps are not this user's", async () => {
    const { page, userId } = await signedInPage(browser, '/dashboard');
    // The page's session first: a reload while its refresh is on the wire loses the rotated cookie, and the next
    // load's replay of the old one revokes the session (as reuse of a rotated token must).
    await stepTitle(page, 'Upload CV').waitFor();
    await page.evaluate(() => {
      localStorage.setItem('journey-current-step:another-user', '3');
      localStorage.setItem('journey-completed-steps:another-user', '[1,2]');
      // The old shared keys of earlier versions are not read either.
      localStorage.setItem('journey-current-step', '4');
      localStorage.setItem('journey-completed-steps', '[1,2,3]');
    });
    await page.reload();
    await stepTitle(page, 'Upload CV').waitFor();
    assert.equal(await stepButton(page, 'Career Paths').isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Review Skills', exact: true }).isDisabled(), true);
    assert.equal((await journeyStorage(page))[`journey-current-step:${userId}`], undefined);
    await page.context().close();
  });

  test('on a phone-sized screen the four steps fit the width', async () => {
    const { page } = await signedInPage(browser, '/dashboard', { viewport: { width: 390, height: 844 } });
    await stepTitle(page, 'Upload CV').waitFor();
    await chooseCv(page, cvPath('01-offshore-wind-technician.pdf'));
    await page.getByText('CV Uploaded Successfully!').waitFor({ timeout: 30_000 });
    await screenshot(page, 'journey-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width}px wide`);
    await page.context().close();
  });
});

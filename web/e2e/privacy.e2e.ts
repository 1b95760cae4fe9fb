import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { toast } from './support/cv.ts';
import { signedInPage } from './support/session.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/';

let browser: Browser;

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

describe('your data on /profile: download and delete', () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('Download my data saves a ZIP with a JSON document per service', async () => {
    const { page, email } = await signedInPage(browser, '/profile', { fullName: 'Dana Export' });
    const card = yourData(page);
    await card.getByRole('button', { name: 'Download my data' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download my data' }).click()]);
    assert.match(download.suggestedFilename(), /^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    for (const service of ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification', 'partners']) assert.ok(zip[`${service}.json`], `${service}.json in the ZIP`);
    const identity = JSON.parse(strFromU8(zip['identity.json']!)) as { data: { users: { email: string; passwordHash?: string }[] } };
    assert.equal(identity.data.users[0]!.email, email);
    assert.equal(identity.data.users[0]!.passwordHash, undefined);
    await page.context().close();
  });

  test('an export link that no longer works brings the browser back to /profile, told why (not a page of JSON)', async () => {
    const { page } = await signedInPage(browser, '/profile', { fullName: 'Dana Stale' });
    await yourData(page).getByRole('button', { name: 'Download my data' }).waitFor();
    // A link from another browser, or one past its five minutes: followed like the SPA follows it.
    await page.evaluate((path) => window.location.assign(path), '/api/privacy/export/0.0.0.stale');
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
    await toast(page, 'Error', 'This download link has expired. Please request your data again.');
    await page.context().close();
  });

  test('Delete my account asks for the password again, refuses a wrong one, then signs out and refuses sign-in', async () => {
    const { page, email, password } = await signedInPage(browser, '/profile', { fullName: 'Dana Delete' });
    const card = yourData(page);
    await card.getByRole('button', { name: 'Delete my account' }).click();
    await card.getByLabel('Password').fill('not-the-password');
    // One wrong password is one try: the refusal is not taken for an expired session, renewed and sent again
    // (which would count twice against the sign-in throttle).
    const deletions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('deleteAccount')) deletions.push(request.postData()!);
    });
    await card.getByRole('button', { name: 'Delete my account for good' }).click();
    await card.getByRole('alert').getByText('Incorrect password or verification code').waitFor();
    assert.equal(deletions.length, 1, 'the refused deletion was sent once');
    await card.screenshot({ path: `${SHOTS}privacy-delete-refused.png` });
    // Cancel gives focus back to the button that opened the form.
    await card.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Delete my account'));

    await card.getByRole('button', { name: 'Delete my account' }).click();
    await card.getByLabel('Password').fill(password);
    await card.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Account Deleted', 'Your account and your data have been deleted.');

    await page.goto(new URL('/auth', BASE_URL).href);
    await page.getByText('Welcome back').first().waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').first().waitFor();
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mail-outbox.ts';
import { signedInPage } from './support/session.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/';
const NEW_PASSWORD = 'solar-farm-2026';

let browser: Browser;

async function signIn(page: Page, email: string, password: string) {
  await page.goto(new URL('/auth', BASE_URL).href);
  await page.getByText('Welcome back').first().waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('password reset', () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('a user asks for a reset on /auth, follows the emailed link, sets a new password and signs in with it', async () => {
    // A signed-up user (onboarding done), then a signed-out browser.
    const { page: setup, email, password } = await signedInPage(browser, '/dashboard');
    await setup.context().close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await page.goto(new URL('/auth', BASE_URL).href);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('Reset your password').waitFor();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.screenshot({ path: `${SHOTS}reset-request.png` });
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();
    await page.getByText('Welcome back').first().waitFor();

    // The email sits in the embedded outbox; its link points back at this app.
    const mail = await waitForMail(email, 'Reset your password');
    assert.ok(mail.text.includes(mail.link));
    const link = new URL(mail.link);
    assert.equal(link.origin, new URL(BASE_URL).origin);
    assert.equal(link.pathname, '/auth');
    assert.match(link.searchParams.get('reset') ?? '', /^[\w-]{43}$/);

    await page.goto(link.href);
    await page.getByText('Choose a new password').waitFor();
    await page.getByLabel('New password').fill('12345');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.screenshot({ path: `${SHOTS}reset-new-password.png` });
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // The link worked once.
    await signOut(page);
    await page.goto(link.href);
    await page.getByLabel('New password').fill('another-secret-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('This password reset link is invalid or has expired').waitFor();

    // The old password no longer signs in; the new one does.
    await signIn(page, email, password);
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Welcome back!').first().waitFor();
    await page.screenshot({ path: `${SHOTS}reset-signed-in.png` });
    await context.close();
  });
});

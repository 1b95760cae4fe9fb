import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mail-outbox.ts';
import { EMAIL_PROOF_SUBJECT, graphqlInPage, signedInPage } from './support/session.ts';
import { currentStep, freshTotpCode, totpCode } from './support/totp.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/';

let browser: Browser;

const twoFactor = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Email and password on /auth, up to the code prompt. */
async function signInToCodePrompt(page: Page, email: string, password: string) {
  await page.goto(new URL('/auth', BASE_URL).href);
  await page.getByText('Welcome back').first().waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Two-factor verification').waitFor();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The access token's claims (a fresh token, renewed from this browser's refresh cookie). */
async function accessTokenClaims(page: Page): Promise<{ amr?: string[] }> {
  const { refreshSession } = await graphqlInPage<{ refreshSession: { accessToken: string } }>(page, 'mutation { refreshSession { accessToken } }', {}, false);
  return JSON.parse(Buffer.from(refreshSession.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { amr?: string[] };
}

describe('two-factor authentication', () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('enrol on /profile (QR code, setup key, code, recovery codes), then sign in with a code, and once with a recovery code', async () => {
    const { page, email, password } = await signedInPage(browser, '/profile', { fullName: 'Tess Otp', viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
    const card = twoFactor(page);
    await card.getByText('Off', { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}2fa-off.png` });

    // An address nobody proved yet (EMAIL_CONFIRMATION is off): set-up waits for the mailed link, which proves it by
    // choosing the password (the same one here), and signs this browser in afresh.
    assert.equal(await card.getByRole('button', { name: 'Set up' }).count(), 0);
    await card.getByRole('button', { name: 'Email me the link' }).click();
    await card.getByText('Sent. Check your inbox: the link works once, for one hour.').waitFor();
    const mail = await waitForMail(email, EMAIL_PROOF_SUBJECT);
    assert.ok(mail.text.includes('choosing your password'));
    await page.goto(mail.link);
    await page.getByText('Choose a new password').waitFor();
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.goto(new URL('/profile', BASE_URL).href);
    await card.getByText('Off', { exact: true }).waitFor();

    // Set up: a QR code of the otpauth URL and the same secret as text.
    await card.getByRole('button', { name: 'Set up' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await card.getByTestId('totp-secret').getAttribute('data-secret'))!;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal((await card.getByTestId('totp-secret').textContent())!.replace(/\s/g, ''), secret);
    await card.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Setup key copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
    await card.screenshot({ path: `${SHOTS}2fa-setup.png` });

    await card.getByLabel('Authentication code').fill('12345');
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByText('Enter the 6-digit code from your app').waitFor();
    // The password is asked with the code: a wrong one is refused before any code is checked.
    await card.getByLabel('Your password').fill(`${password}-wrong`);
    await card.getByLabel('Authentication code').fill(totpCode(secret));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await card.getByLabel('Your password').fill(password);
    await card.getByLabel('Authentication code').fill('000000' === totpCode(secret) ? '111111' : '000000');
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('Invalid verification code').waitFor();

    const activationStep = currentStep();
    await card.getByLabel('Authentication code').fill(totpCode(secret, activationStep));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    const list = card.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    assert.equal(recoveryCodes.length, 10);
    for (const code of recoveryCodes) assert.match(code, /^[0-9a-f]{5}-[0-9a-f]{5}$/);
    await card.getByRole('button', { name: 'Copy codes' }).click();
    await page.getByText('Recovery codes copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), recoveryCodes.join('\n'));
    await card.screenshot({ path: `${SHOTS}2fa-recovery-codes.png` });
    await card.getByRole('button', { name: "I've saved my codes" }).click();
    await card.getByText('On', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Turn off' }).waitFor();
    // Shown once: a reload shows the status, not the codes.
    await page.reload();
    await twoFactor(page).getByText('On', { exact: true }).waitFor();
    assert.equal(await twoFactor(page).getByRole('list', { name: 'Recovery codes' }).count(), 0);
    await twoFactor(page).screenshot({ path: `${SHOTS}2fa-on.png` });

    // Sign out; signing in now asks for a code. The activation code is used up; the next one works.
    await signOut(page);
    await signInToCodePrompt(page, email, password);
    await page.screenshot({ path: `${SHOTS}2fa-sign-in-prompt.png` });
    await enterCode(page, totpCode(secret, activationStep));
    await page.getByText('Invalid verification code').waitFor();
    const { code } = freshTotpCode(secret, activationStep);
    await enterCode(page, code);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/onboarding', { timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    // The session is marked as two-factor verified, also on renewed access tokens.
    assert.deepEqual((await accessTokenClaims(page)).amr, ['pwd', 'otp']);
    assert.deepEqual((await accessTokenClaims(page)).amr, ['pwd', 'otp']);

    // A recovery code works instead of a code, once.
    await signOut(page);
    await signInToCodePrompt(page, email, password);
    await enterCode(page, recoveryCodes[0]!.toUpperCase());
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await signOut(page);
    await signInToCodePrompt(page, email, password);
    await enterCode(page, recoveryCodes[0]!);
    await page.getByText('Invalid verification code').waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth');
    await enterCode(page, recoveryCodes[1]!);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().close();
  });

  test('turning two-factor off on /profile needs a code; then sign-in asks for none (phone-sized screen)', async () => {
    const { page, email, password } = await signedInPage(browser, '/profile', { viewport: { width: 390, height: 844 }, emailProven: true });
    const card = twoFactor(page);
    // On a phone the sign-up's 'Badge earned: Welcome!' toast lies over the card's buttons while it shows: let it go.
    const welcome = page.getByText('Badge earned: Welcome!');
    await welcome.waitFor({ timeout: 10_000 }).catch(() => undefined);
    await welcome.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByRole('button', { name: 'Set up' }).click();
    const secret = (await card.getByTestId('totp-secret').getAttribute('data-secret'))!;
    await card.screenshot({ path: `${SHOTS}2fa-setup-phone.png` });
    const activationStep = currentStep();
    await card.getByLabel('Your password').fill(password);
    await card.getByLabel('Authentication code').fill(totpCode(secret, activationStep));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await card.getByRole('button', { name: "I've saved my codes" }).click();

    await card.getByRole('button', { name: 'Turn off' }).click();
    const field = card.getByLabel('Authentication or recovery code');
    await field.fill('000000' === totpCode(secret) ? '111111' : '000000');
    await card.screenshot({ path: `${SHOTS}2fa-turn-off.png` });
    await card.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('Invalid verification code').waitFor();
    await field.fill(freshTotpCode(secret, activationStep).code);
    await card.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('Two-factor authentication is off').waitFor();
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Set up' }).waitFor();

    await signOut(page);
    await page.goto(new URL('/auth', BASE_URL).href);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    assert.equal((await accessTokenClaims(page)).amr, undefined);
    await page.context().close();
  });
});

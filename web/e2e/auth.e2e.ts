import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mail-outbox.ts';
import { graphqlInPage as inPageGraphql, signedInPage } from './support/session.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SCREENSHOT_DIR = new URL('./screenshots/', import.meta.url).pathname;
/** scripts/e2e.mjs starts the app with ADMIN_EMAILS set to this address (the first admin). */
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.test';
const PASSWORD = 'wind-grid-2025';

let browser: Browser;

const uniqueEmail = (label: string) => `e2e-${label}-${randomBytes(5).toString('hex')}@example.test`;

async function newPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL(path, BASE_URL).href);
  return page;
}

async function fillSignUp(page: Page, fields: { fullName: string; email: string; password: string }) {
  await page.getByLabel('Full Name').fill(fields.fullName);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
}

async function signUpThroughUi(page: Page, role: 'Beneficiary' | 'Partner' | 'Administrator', email: string, fullName: string) {
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Create your account').waitFor();
  await page.getByRole('button', { name: new RegExp(`^${role}`) }).click();
  if (role === 'Beneficiary') await page.getByRole('button', { name: 'Professional', exact: true }).click();
  await fillSignUp(page, { fullName, email, password: PASSWORD });
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.getByText('Welcome back').first().waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('authentication', () => {
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('signed-out visitors of signed-in pages are sent to /auth', async () => {
    for (const path of ['/dashboard', '/onboarding', '/admin']) {
      const page = await newPage(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByText('Welcome back').waitFor();
      await page.context().close();
    }
  });

  test('sign-up validates with the spec messages and shows the password on request', async () => {
    const page = await newPage('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fillSignUp(page, { fullName: 'Val Idation', email: uniqueEmail('val'), password: '12345' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please select your role').waitFor();
    await page.getByRole('button', { name: /^Beneficiary/ }).click();
    await page.getByText('Select your category').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please select your category').waitFor();
    await page.getByRole('button', { name: 'Graduate', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    const password = page.getByLabel('Password', { exact: true });
    assert.equal(await password.getAttribute('type'), 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    assert.equal(await password.getAttribute('type'), 'text');
    await page.screenshot({ path: `${SCREENSHOT_DIR}auth-sign-up.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome back').first().waitFor();
    await page.context().close();
  });

  test('a Beneficiary/Professional signs up → /onboarding, signs out → /, signs in → /dashboard once onboarding is complete', async () => {
    const email = uniqueEmail('ben');
    const page = await newPage('/auth');
    // The role check held back a moment: its stage shows on /auth, and the page moves on only after it (the session
    // restore that follows starting the session once routed away in the middle of the stages).
    let releaseRoleCheck = () => {};
    const roleChecked = new Promise<void>((resolve) => (releaseRoleCheck = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('HasRole')) await roleChecked;
      await route.continue();
    });
    await signUpThroughUi(page, 'Beneficiary', email, 'Amina Okafor');
    await page.getByRole('button', { name: 'Assigning your role...' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(new URL(page.url()).pathname, '/auth');
    releaseRoleCheck();
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 20_000 });
    await page.unroute('**/graphql');
    await page.getByText("Account created! Let's get started with your career assessment!").waitFor();

    // A reload keeps the session (restored from the refresh cookie) and the onboarding rule holds.
    await page.goto(new URL('/dashboard', BASE_URL).href);
    await page.waitForURL((url) => url.pathname === '/onboarding');

    await inPageGraphql(page, 'mutation { updateProfile(input: { onboardingCompleted: true }) { onboardingCompleted } }');
    await page.goto(new URL('/dashboard', BASE_URL).href);
    await page.getByText('Career Development Platform').waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out successfully').waitFor();
    await page.goto(new URL('/dashboard', BASE_URL).href);
    await page.waitForURL((url) => url.pathname === '/auth');

    await signInThroughUi(page, email, 'not-the-password');
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Welcome back!').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}auth-signed-in-dashboard.png` });
    await page.context().close();
  });

  test('a Partner sign-up shows the pending notice; an admin approves it; the user then has the partner role', async () => {
    const partnerEmail = uniqueEmail('partner');
    const partner = await newPage('/auth');
    await signUpThroughUi(partner, 'Partner', partnerEmail, 'Pat Partner');
    await partner.getByText('Role request pending approval').waitFor();
    await partner.getByText(/Partner access request is pending approval/).waitFor();
    await partner.waitForURL((url) => url.pathname === '/onboarding', { timeout: 20_000 });
    await partner.screenshot({ path: `${SCREENSHOT_DIR}auth-partner-pending.png` });
    const before = await inPageGraphql<{ me: { roles: string[]; pendingRole: string | null } }>(partner, '{ me { roles pendingRole } }');
    assert.deepEqual(before.me, { roles: [], pendingRole: 'partner' });

    // The first admin: an Administrator sign-up with an ADMIN_EMAILS address waits like any other, and the link mailed
    // to that address (choosing the password) grants the role (signing in instead if an earlier file made the admin).
    const admin = await newPage('/auth');
    await signUpThroughUi(admin, 'Administrator', ADMIN_EMAIL, 'Ada Admin');
    const signedUp = await Promise.race([
      admin.waitForURL((url) => url.pathname === '/onboarding', { timeout: 20_000 }).then(() => true),
      admin.getByText('An account with this email already exists').waitFor({ timeout: 20_000 }).then(() => false),
    ]);
    if (signedUp) {
      const waiting = await inPageGraphql<{ me: { roles: string[]; pendingRole: string | null } }>(admin, '{ me { roles pendingRole } }');
      assert.deepEqual(waiting.me, { roles: [], pendingRole: 'admin' });
      const mail = await waitForMail(ADMIN_EMAIL, 'Take up your administrator role');
      await admin.goto(mail.link.replace(new URL(mail.link).origin, BASE_URL));
      await admin.getByText('Choose a new password').waitFor();
      await admin.getByLabel('New password').fill(PASSWORD);
      await admin.getByRole('button', { name: 'Update Password' }).click();
      await admin.getByText('Password updated').first().waitFor();
      await admin.waitForURL((url) => url.pathname === '/onboarding' || url.pathname === '/dashboard');
    } else {
      await admin.goto(new URL('/auth', BASE_URL).href);
      await signInThroughUi(admin, ADMIN_EMAIL);
      await admin.waitForURL((url) => url.pathname === '/onboarding' || url.pathname === '/dashboard');
    }
    const adminMe = await inPageGraphql<{ me: { roles: string[] } }>(admin, '{ me { roles } }');
    assert.deepEqual(adminMe.me.roles, ['admin'], `start the app with ADMIN_EMAILS=${ADMIN_EMAIL} (scripts/e2e.mjs)`);
    await inPageGraphql(admin, 'mutation { updateProfile(input: { onboardingCompleted: true }) { onboardingCompleted } }');

    await admin.goto(new URL('/admin', BASE_URL).href);
    await admin.getByRole('heading', { name: 'Administration' }).waitFor();
    const row = admin.getByRole('listitem', { name: `Pat Partner (${partnerEmail})` });
    await row.waitFor();
    await admin.screenshot({ path: `${SCREENSHOT_DIR}admin-role-requests.png` });
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Role approved').waitFor();
    await row.waitFor({ state: 'detached' });

    const afterApproval = await inPageGraphql<{ me: { roles: string[]; pendingRole: string | null }; hasRole: boolean }>(partner, '{ me { roles pendingRole } hasRole(role: partner) }');
    assert.deepEqual(afterApproval, { me: { roles: ['partner'], pendingRole: null }, hasRole: true });

    // A non-admin never sees the admin screen.
    await partner.goto(new URL('/admin', BASE_URL).href);
    await partner.waitForURL((url) => url.pathname !== '/admin');
    await partner.context().close();
    await admin.context().close();
  });

  test('other suites start signed in with support/session.ts (sign-up inside the page, session restored from the cookie)', async () => {
    const { page, userId } = await signedInPage(browser, '/skills');
    await page.getByText('Career Development Platform').waitFor();
    assert.equal(new URL(page.url()).pathname, '/skills');
    const me = await inPageGraphql<{ me: { id: string } }>(page, '{ me { id } }');
    assert.equal(me.me.id, userId);
    await page.context().close();
  });

  test('a failed professional-network sign-in says so on /auth', async () => {
    const page = await newPage('/auth?error=linkedin');
    await page.getByText('Failed to connect to LinkedIn').waitFor();
    await page.context().close();
  });
});

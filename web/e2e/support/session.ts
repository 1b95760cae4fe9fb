import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { waitForMail } from './mail-outbox.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const EMAIL_PROOF_SUBJECT = 'Confirm your email address for two-factor sign-in';

export interface SignedInOptions {
  /** Default true: the signed-in routes force /onboarding while the profile's onboarding is incomplete. */
  onboardingCompleted?: boolean;
  role?: 'beneficiary' | 'partner' | 'admin';
  fullName?: string;
  email?: string;
  password?: string;
  viewport?: { width: number; height: number };
  /**
   * Default false: the address is proven (as two-factor set-up needs) by the mailed link, choosing the same password
   * again; the session that link gives is the page's.
   */
  emailProven?: boolean;
}

export interface SignedIn {
  page: Page;
  email: string;
  password: string;
  userId: string;
  /** A fresh access token for API calls from the test (the page keeps its own). */
  accessToken(): Promise<string>;
}

/**
 * A new browser context signed in as a new user, the way a real browser is: sign-up through GraphQL from
 * inside the page, so the httpOnly refresh cookie lands in the context; the SPA restores the session from
 * it on load. Then (by default) onboarding is marked complete and `path` is opened.
 *
 *   const { page } = await signedInPage(browser, '/dashboard');
 */
export async function signedInPage(browser: Browser, path: string, options: SignedInOptions = {}): Promise<SignedIn> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  // A same-origin page that runs no SPA: the SPA would restore the session from the same refresh cookie
  // at the same moment as the calls below, and a rotated token used twice revokes the whole family.
  await page.goto(new URL('/health/live', BASE_URL).href);
  const email = options.email ?? `e2e-${randomBytes(6).toString('hex')}@example.test`;
  const password = options.password ?? `Grid-${randomBytes(6).toString('hex')}`;
  const role = options.role ?? 'beneficiary';
  const input = { email, password, fullName: options.fullName ?? 'E2E Tester', role, beneficiaryType: role === 'beneficiary' ? 'professional' : null };
  const signUp = await graphqlInPage<{ signUp: { user: { id: string } } }>(page, 'mutation S($input: SignUpInput!) { signUp(input: $input) { user { id } } }', { input }, false);
  const accessToken = async () => (await graphqlInPage<{ refreshSession: { accessToken: string } }>(page, 'mutation { refreshSession { accessToken } }', {}, false)).refreshSession.accessToken;
  if (options.emailProven) {
    await graphqlInPage(page, 'mutation { requestEmailProof }');
    const token = new URL((await waitForMail(email, EMAIL_PROOF_SUBJECT)).link).searchParams.get('reset');
    await graphqlInPage(page, 'mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { accessToken } }', { input: { token, password } }, false);
  }
  if (options.onboardingCompleted ?? true) {
    // The profile is created from the user.registered event: retry briefly until it exists.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await graphqlInPage(page, 'mutation { updateProfile(input: { onboardingCompleted: true }) { onboardingCompleted } }');
        break;
      } catch (error) {
        if (attempt >= 40) throw error;
        await page.waitForTimeout(250);
      }
    }
  }
  await page.goto(new URL(path, BASE_URL).href);
  await appMounted(page);
  return { page, email, password, userId: signUp.signUp.user.id, accessToken };
}

/**
 * A signed-in page first shows its shell, rendered at build time (header, navigation, the dashboard's heading; main
 * aria-busy): resolves once the app has replaced it, i.e. the session is restored and the page's code runs.
 */
export async function appMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main[aria-busy="true"]'));
}

/**
 * GraphQL from inside the page with the context's cookies. With `authenticated` (default) it first
 * renews the session from the refresh cookie (rotating it, as the SPA does) and sends the access token.
 */
export async function graphqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}, authenticated = true): Promise<T> {
  return page.evaluate(async ({ query, variables, authenticated }) => {
    const post = async (body: unknown, token?: string) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    };
    let token: string | undefined;
    if (authenticated) {
      const refreshed = (await post({ query: 'mutation { refreshSession { accessToken } }' })) as { data?: { refreshSession?: { accessToken?: string } } };
      token = refreshed.data?.refreshSession?.accessToken;
      if (!token) throw new Error('not signed in (no refresh cookie in this browser context)');
    }
    const result = await post({ query, variables }, token);
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    return result.data;
  }, { query, variables, authenticated }) as Promise<T>;
}

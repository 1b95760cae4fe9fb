import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { makeUser, waitForOutboxMail } from '@ecp/testing';

/** A folder for the identity service's emails (MAIL_OUTBOX_DIR), where a suite's first admin finds its link. */
export const newMailOutbox = () => mkdtempSync(join(tmpdir(), 'ecp-admin-mail-'));

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken pendingRole user { id roles } } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { accessToken user { id roles } } }`;

async function post<T>(url: string, query: string, variables: Record<string, unknown>): Promise<{ data: T; cookie: string }> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { data: body.data, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/**
 * The first admin, as its owner makes it through the gateway: an Administrator sign-up with an ADMIN_EMAILS address
 * (no role yet, a pending request), then the link mailed to that address, which sets the password and grants the role.
 */
export async function claimFirstAdmin(url: string, outboxDir: string, email: string) {
  const user = makeUser({ email });
  const signedUp = await post<{ signUp: { pendingRole: string | null; user: { roles: string[] } } }>(url, SIGN_UP, { input: { ...user, role: 'admin', beneficiaryType: null } });
  expect(signedUp.data.signUp).toMatchObject({ pendingRole: 'admin', user: { roles: [] } });
  const mail = await waitForOutboxMail(outboxDir, email, 'Take up your administrator role');
  const token = new URL(mail.link).searchParams.get('reset');
  const claimed = await post<{ resetPassword: { accessToken: string; user: { id: string; roles: string[] } } }>(url, RESET, { input: { token, password: user.password } });
  expect(claimed.data.resetPassword.user.roles).toEqual(['admin']);
  return { ...user, accessToken: claimed.data.resetPassword.accessToken, user: claimed.data.resetPassword.user, cookie: claimed.cookie };
}

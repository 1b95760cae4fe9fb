import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { makeUser, useApp } from '@ecp/testing';
import { embeddedApp } from './embedded-app.js';
import { claimFirstAdmin, newMailOutbox } from './first-admin.js';
import { SIGN_IN, SIGN_UP } from './skeleton.operations.js';

const ADMIN_EMAIL = 'throttle-admin@example.test';
const CLEAR = `mutation Clear($email: String!) { clearSignInLocks(email: $email) }`;

interface Body { data: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }

/** Issue 16: 50 failed sign-ins from one address locked every account behind it, administrators included. */
describe('sign-in throttling through the gateway (embedded mode)', () => {
  // One proxy hop is trusted, so X-Forwarded-For gives each request its client address.
  const outbox = newMailOutbox();
  const app = useApp(embeddedApp({ NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', ADMIN_EMAILS: ADMIN_EMAIL, MAIL_OUTBOX_DIR: outbox, TRUST_PROXY: '1', LOGIN_SLOWDOWN_MS: '10' }));
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  const post = async (query: string, variables: Record<string, unknown>, from: string, token?: string): Promise<Body> => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Body;
  };
  const signIn = (email: string, password: string, from: string) => post(SIGN_IN, { input: { email, password } }, from);
  const signUp = async (role: 'beneficiary' | 'admin', email?: string) => {
    const user = makeUser(email ? { email } : {});
    const result = await post(SIGN_UP, { input: { ...user, role, beneficiaryType: role === 'beneficiary' ? 'grad' : null } }, '198.51.100.1');
    expect(result.errors).toBeUndefined();
    return { ...user, token: (result.data!['signUp'] as { accessToken: string }).accessToken };
  };

  it('50 failures from one address lock no account behind it; guessing one account locks it from that address only; an admin clears it', async () => {
    const claimed = await claimFirstAdmin(app.url, outbox, ADMIN_EMAIL);
    const admin = { ...claimed, token: claimed.accessToken };
    const colleague = await signUp('beneficiary');
    const office = '203.0.113.50';
    let refused = 0;
    for (let i = 0; i < 50; i += 1) {
      const result = await signIn(`guess-${i}@example.test`, 'not-the-password', office);
      if (result.errors?.[0]?.message === 'Invalid email or password') refused += 1;
    }
    expect(refused).toBe(50);
    // The address is slowed down, never blocked: the admin and a colleague behind it sign in.
    expect((await signIn(admin.email, admin.password, office)).errors).toBeUndefined();
    expect((await signIn(colleague.email, colleague.password, office)).errors).toBeUndefined();

    // Guessing the colleague's password from another address locks the colleague out of that address only.
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) await signIn(colleague.email, `guess-${i}-x`, attacker);
    const locked = await signIn(colleague.email, colleague.password, attacker);
    expect(locked.errors?.[0]).toMatchObject({ message: 'Too many sign-in attempts. Please try again later.', extensions: { code: 'RATE_LIMITED' } });
    expect((await signIn(colleague.email, colleague.password, office)).errors).toBeUndefined();

    // Only an admin clears a lock.
    const notAdmin = await post(CLEAR, { email: colleague.email }, office, colleague.token);
    expect(notAdmin.errors?.[0]).toMatchObject({ message: 'Only administrators can clear sign-in locks', extensions: { code: 'FORBIDDEN' } });
    const cleared = await post(CLEAR, { email: colleague.email }, office, admin.token);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!['clearSignInLocks']).toBeGreaterThanOrEqual(1);
    expect((await signIn(colleague.email, colleague.password, attacker)).errors).toBeUndefined();
  });
});

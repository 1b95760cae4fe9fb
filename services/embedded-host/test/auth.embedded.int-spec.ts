import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SignJWT, UnsecuredJWT } from 'jose';
import { ACCESS_TOKEN } from '@ecp/contracts';
import { makeUser, useApp } from '@ecp/testing';
import { embeddedApp } from './embedded-app.js';
import { claimFirstAdmin, newMailOutbox } from './first-admin.js';

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
const ADMIN_EMAIL = 'root-admin@example.test';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken accessTokenExpiresAt pendingRole mfaRequired confirmationRequired user { id email roles } } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken mfaRequired user { id roles } } }`;
const REFRESH = `mutation { refreshSession { accessToken accessTokenExpiresAt user { id roles } } }`;
const SIGN_OUT = `mutation SignOut($scope: SignOutScope) { signOut(scope: $scope) }`;
const ME = `query { me { id email roles pendingRole mfaEnabled } }`;
const HAS_ROLE = `query HasRole($role: Role!) { hasRole(role: $role) }`;
const ROLE_REQUESTS = `query { roleRequests(status: pending) { id userId email role status } }`;
const APPROVE = `mutation Approve($id: ID!) { approveRoleRequest(id: $id) { id status } }`;
const UPDATE_PASSWORD = `mutation($current: String, $p: String!) { updatePassword(currentPassword: $current, password: $p) { accessToken } }`;

interface GraphqlBody<T> { data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }
interface HttpResult<T> extends GraphqlBody<T> { cookie: string | null; setCookie: string | null; status: number }

/**
 * Sessions and access control through the real gateway (embedded mode): the refresh cookie, rotation
 * and reuse detection, sign-out, role approval, and a suite of attacks that must all fail cleanly.
 */
describe('authentication and sessions through the gateway (embedded mode)', () => {
  const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET, WEB_DIST: '', ADMIN_EMAILS: ADMIN_EMAIL, MAIL_OUTBOX_DIR: newMailOutbox(), LOGIN_MAX_FAILURES_PER_IP: '1000' };
  const app = useApp(embeddedApp(env));
  afterAll(() => rm(env.MAIL_OUTBOX_DIR, { recursive: true, force: true }));

  /** A GraphQL POST like a browser's: optional bearer token and refresh cookie; returns the new cookie. */
  async function post<T>(query: string, variables: Record<string, unknown> = {}, options: { token?: string; cookie?: string | null } = {}): Promise<HttpResult<T>> {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    const cookie = setCookie?.split(';')[0] ?? null;
    return { ...((await res.json()) as GraphqlBody<T>), status: res.status, setCookie, cookie: cookie && cookie !== 'ecp_refresh=' ? cookie : null };
  }

  const signUp = async (role = 'beneficiary', email?: string) => {
    const user = makeUser(email ? { email } : {});
    const result = await post<{ signUp: { accessToken: string; pendingRole: string | null; user: { id: string; roles: string[] } } }>(SIGN_UP, {
      input: { ...user, role, beneficiaryType: role === 'beneficiary' ? 'professional' : null },
    });
    expect(result.errors).toBeUndefined();
    return { ...user, ...result.data!.signUp, cookie: result.cookie! };
  };
  const code = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['code'];

  it('says professional-network sign-in is off without OIDC_ISSUER', async () => {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ signInOptions { linkedin } }' }) });
    expect(await res.json()).toEqual({ data: { signInOptions: { linkedin: false } } });
  });

  it('sets the refresh token only as an httpOnly, SameSite=Strict cookie scoped to /graphql', async () => {
    const user = makeUser();
    const result = await post<{ signUp: Record<string, unknown> }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'grad' } });
    expect(result.setCookie).toMatch(/^ecp_refresh=[\w-]{43}; Path=\/graphql; Expires=.+; HttpOnly; SameSite=Strict$/);
    expect(JSON.stringify(result.data)).not.toContain(result.cookie!.split('=')[1]);
    expect(result.data!.signUp).toMatchObject({ mfaRequired: false, confirmationRequired: false });
  });

  it('refreshes with the cookie, rotating it; the old cookie replayed ends the session family', async () => {
    const { cookie, user } = await signUp();
    const first = await post<{ refreshSession: { accessToken: string; user: { id: string } } }>(REFRESH, {}, { cookie });
    expect(first.errors).toBeUndefined();
    expect(first.data!.refreshSession.user.id).toBe(user.id);
    expect(first.cookie).not.toBe(cookie);
    const me = await post<{ me: { id: string } }>(ME, {}, { token: first.data!.refreshSession.accessToken });
    expect(me.data!.me.id).toBe(user.id);

    const replay = await post(REFRESH, {}, { cookie });
    expect(code(replay)).toBe('UNAUTHENTICATED');
    expect(replay.setCookie).toContain('Max-Age=0');
    const victim = await post(REFRESH, {}, { cookie: first.cookie });
    expect(code(victim)).toBe('UNAUTHENTICATED');
  });

  it('signs out everywhere: every refresh cookie of the user stops working', async () => {
    const account = await signUp();
    const second = await post<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: account.email, password: account.password } });
    const out = await post<{ signOut: boolean }>(SIGN_OUT, {}, { cookie: account.cookie, token: account.accessToken });
    expect(out.data!.signOut).toBe(true);
    expect(out.setCookie).toContain('Max-Age=0');
    expect(code(await post(REFRESH, {}, { cookie: account.cookie }))).toBe('UNAUTHENTICATED');
    expect(code(await post(REFRESH, {}, { cookie: second.cookie }))).toBe('UNAUTHENTICATED');
    // Signing out again, or with nothing at all, is harmless.
    expect((await post<{ signOut: boolean }>(SIGN_OUT)).data!.signOut).toBe(true);
  });

  it('ends access tokens at once: a local sign-out that device\'s, a global sign-out every device\'s, a password change the others\'', async () => {
    const account = await signUp();
    const signIn = async () => (await post<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: account.email, password: account.password } }));
    const [laptop, phone, tablet] = [await signIn(), await signIn(), await signIn()];
    const token = (device: Awaited<ReturnType<typeof signIn>>) => device.data!.signIn.accessToken;
    const meCode = async (accessToken: string) => code(await post(ME, {}, { token: accessToken }));
    for (const t of [account.accessToken, token(laptop), token(phone), token(tablet)]) expect(await meCode(t)).toBeUndefined();

    await post(SIGN_OUT, { scope: 'local' }, { cookie: tablet.cookie, token: token(tablet) });
    expect([await meCode(token(tablet)), await meCode(token(phone))]).toEqual(['UNAUTHENTICATED', undefined]);

    const changed = await post<{ updatePassword: { accessToken: string } }>(UPDATE_PASSWORD, { current: account.password, p: 'Another-strong-password-42' }, { token: token(phone) });
    expect(changed.errors).toBeUndefined();
    expect([await meCode(token(laptop)), await meCode(token(phone)), await meCode(changed.data!.updatePassword.accessToken)]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', undefined]);

    await post(SIGN_OUT, {}, { token: changed.data!.updatePassword.accessToken });
    expect(await meCode(changed.data!.updatePassword.accessToken)).toBe('UNAUTHENTICATED');
    expect(await meCode(account.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('refuses a password change without the right current password (FORBIDDEN, counted like a sign-in) and ends no session', async () => {
    const account = await signUp();
    const other = await post<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: account.email, password: account.password } });
    for (const current of ['not-my-password', null]) {
      const refused = await post(UPDATE_PASSWORD, { current, p: 'Taken-over-password-42' }, { token: account.accessToken });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'FORBIDDEN' } });
      expect(refused.setCookie).toBeNull();
    }
    expect(code(await post(ME, {}, { token: other.data!.signIn.accessToken }))).toBeUndefined();
    expect(code(await post(SIGN_IN, { input: { email: account.email, password: 'Taken-over-password-42' } }))).toBe('UNAUTHENTICATED');
    expect((await post<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: account.email, password: account.password } })).data!.signIn.accessToken).toEqual(expect.any(String));
  });

  it('lets an admin approve a partner request; the partner then has the role', async () => {
    const admin = await claimFirstAdmin(app.url, env.MAIL_OUTBOX_DIR, ADMIN_EMAIL);
    const partner = await signUp('partner');
    expect(partner.pendingRole).toBe('partner');
    expect((await post<{ me: { pendingRole: string } }>(ME, {}, { token: partner.accessToken })).data!.me).toMatchObject({ roles: [], pendingRole: 'partner' });

    const forbidden = await post(ROLE_REQUESTS, {}, { token: partner.accessToken });
    expect(forbidden.errors?.[0]).toMatchObject({ message: 'Only administrators can review role requests', extensions: { code: 'FORBIDDEN' } });
    const pending = await post<{ roleRequests: { id: string; userId: string }[] }>(ROLE_REQUESTS, {}, { token: admin.accessToken });
    const request = pending.data!.roleRequests.find((r) => r.userId === partner.user.id)!;
    const approved = await post<{ approveRoleRequest: { status: string } }>(APPROVE, { id: request.id }, { token: admin.accessToken });
    expect(approved.data!.approveRoleRequest.status).toBe('approved');

    expect((await post<{ hasRole: boolean }>(HAS_ROLE, { role: 'partner' }, { token: partner.accessToken })).data!.hasRole).toBe(true);
    const refreshed = await post<{ refreshSession: { user: { roles: string[] } } }>(REFRESH, {}, { cookie: partner.cookie });
    expect(refreshed.data!.refreshSession.user.roles).toEqual(['partner']);
    expect((await post<{ hasRole: boolean }>(HAS_ROLE, { role: 'admin' }, { token: partner.accessToken })).data!.hasRole).toBe(false);
    expect((await post<{ hasRole: boolean }>(HAS_ROLE, { role: 'partner' })).data!.hasRole).toBe(false);
  });

  describe('attacks that must fail cleanly', () => {
    const key = new TextEncoder().encode(JWT_SECRET);
    const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const forge = (claims: { sub: string; sid?: string; aud?: string; iss?: string; exp?: number }, secret: Uint8Array = key) => {
      const jwt = new SignJWT({ roles: ['admin'], ...(claims.sid ? { sid: claims.sid } : {}) }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub)
        .setIssuer(claims.iss ?? ACCESS_TOKEN.issuer).setAudience(claims.aud ?? ACCESS_TOKEN.audience).setIssuedAt()
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600);
      return jwt.sign(secret);
    };
    const expectUnauthenticated = async (token: string) => {
      const result = await post(ME, {}, { token });
      expect(result.data).toBeNull();
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]).toMatchObject({ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } });
      expect(JSON.stringify(result.errors)).not.toMatch(/stack|at \w+ \(/);
    };

    it('alg "none"', async () => {
      const { user } = await signUp();
      await expectUnauthenticated(new UnsecuredJWT({ roles: ['admin'] }).setSubject(user.id).setIssuer(ACCESS_TOKEN.issuer).setAudience(ACCESS_TOKEN.audience).setExpirationTime('10m').encode());
    });

    it('a token signed with another key', async () => {
      const { user } = await signUp();
      await expectUnauthenticated(await forge({ sub: user.id }, new TextEncoder().encode('another-secret-that-is-long-enough-000000')));
    });

    it('an expired token', async () => {
      const { user } = await signUp();
      await expectUnauthenticated(await forge({ sub: user.id, exp: Math.floor(Date.now() / 1000) - 5 }));
    });

    it('a wrong audience or issuer', async () => {
      const { user } = await signUp();
      await expectUnauthenticated(await forge({ sub: user.id, aud: 'someone-else' }));
      await expectUnauthenticated(await forge({ sub: user.id, iss: 'https://evil.example.test' }));
    });

    it('a well-signed token without a live session: no sid, an unknown sid, another user\'s sid', async () => {
      const { user, accessToken } = await signUp();
      const other = await signUp();
      await expectUnauthenticated(await forge({ sub: user.id }));
      await expectUnauthenticated(await forge({ sub: user.id, sid: '00000000-0000-4000-8000-000000000000' }));
      await expectUnauthenticated(await forge({ sub: user.id, sid: sidOf(other.accessToken) }));
      expect(code(await post(ME, {}, { token: await forge({ sub: user.id, sid: sidOf(accessToken) }) }))).toBeUndefined();
    });

    it('a tampered payload (roles raised to admin) on a genuine token', async () => {
      const { accessToken } = await signUp();
      const [header, payload, signature] = accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const raised = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
      await expectUnauthenticated(`${header}.${raised}.${signature}`);
    });

    it('a tampered refresh token', async () => {
      const { cookie } = await signUp();
      const [name, value] = cookie.split('=');
      const tampered = `${name}=${value!.slice(0, -1)}${value!.endsWith('A') ? 'B' : 'A'}`;
      const result = await post(REFRESH, {}, { cookie: tampered });
      expect(result.errors?.[0]).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
      // The genuine cookie still works: guessing does not end a real session.
      expect((await post(REFRESH, {}, { cookie })).errors).toBeUndefined();
    });

    it('a reused refresh token', async () => {
      const { cookie } = await signUp();
      const rotated = await post(REFRESH, {}, { cookie });
      expect(code(await post(REFRESH, {}, { cookie }))).toBe('UNAUTHENTICATED');
      expect(code(await post(REFRESH, {}, { cookie: rotated.cookie }))).toBe('UNAUTHENTICATED');
    });

    it('brute force of one account is locked out, even with the right password afterwards', async () => {
      const { email, password } = await signUp();
      for (let i = 0; i < 5; i += 1) expect(code(await post(SIGN_IN, { input: { email, password: `guess-${i}-x` } }))).toBe('UNAUTHENTICATED');
      const locked = await post(SIGN_IN, { input: { email, password } });
      expect(locked.errors?.[0]).toMatchObject({ message: 'Too many sign-in attempts. Please try again later.', extensions: { code: 'RATE_LIMITED' } });
    });

    it('role approval as a non-admin, even with a forged admin claim in a well-signed token of a normal user', async () => {
      const { user, accessToken } = await signUp();
      const token = await forge({ sub: user.id, sid: sidOf(accessToken) });
      const result = await post(ROLE_REQUESTS, {}, { token });
      expect(code(result)).toBe('FORBIDDEN');
    });
  });
});

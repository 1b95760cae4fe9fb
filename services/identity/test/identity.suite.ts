import 'reflect-metadata';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jwtVerify } from 'jose';
import { ACCESS_TOKEN, RECENT_SIGN_IN_REQUIRED, eventSchemas, type EventSubject, type RequestOf, type ResponseOf, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { DATABASE, startService, type DatabaseTarget, type RunningService } from '@ecp/runtime';
import type { AppDatabase } from '@ecp/database';
import { eq, inArray, sql } from 'drizzle-orm';
import { makeUser, outboxMails, pollUntil, waitForOutboxMail } from '@ecp/testing';
import { identityService } from '../src/index.js';
import { base32Decode, hotp, TOTP } from '../src/mfa/totp.js';
import { EMAIL_PROOF_SUBJECT } from '../src/accounts/email-links.service.js';
import { LoginThrottleService } from '../src/throttle/login-throttle.service.js';
import { ThrottleHousekeeping } from '../src/throttle/throttle-housekeeping.js';
import { externalIdentities, loginFailures, refreshTokens, roleRequests, users } from '../src/db/schema/index.js';

const JWT_SECRET = 'identity-test-secret-0123456789-abcdefghij';
const ADMIN_EMAIL = 'first-admin@example.test';
type Session = ResponseOf<'identity.refresh'>;

/** The session (refresh-token family) an access token belongs to. */
const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** The current TOTP time step (30 s); `hotp(key, step)` is that step's code. */
const currentStep = () => Math.floor(Date.now() / 1000 / TOTP.periodSeconds);

async function amrOf(accessToken: string): Promise<unknown> {
  const { payload } = await jwtVerify(accessToken, new TextEncoder().encode(JWT_SECRET), { issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience });
  return payload.amr;
}

function asSession(value: unknown): Session {
  expect(value).toHaveProperty('accessToken');
  return value as Session;
}

/** The identity service over a real bus and database: accounts, sessions, roles, throttling, reset, TOTP, OIDC, events. */
export function identityServiceSuite(engine: string, openTarget: () => Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>) {
  describe(`identity service (${engine})`, () => {
    const bus = new InProcessBus();
    const seen: TypedEvent<EventSubject>[] = [];
    let service: RunningService;
    let dispose: () => Promise<void>;
    let outboxDir: string;
    const adminEmail = `${Math.random().toString(36).slice(2)}-${ADMIN_EMAIL}`;
    const unlockingAdminEmail = `unlock-${adminEmail}`;
    const squattedAdminEmail = `squatted-${adminEmail}`;
    const partnerOnAdminEmail = `partner-${adminEmail}`;

    const signUp = async (role: RequestOf<'identity.sign-up'>['role'] = 'beneficiary', overrides: Partial<RequestOf<'identity.sign-up'>> = {}) => {
      const user = makeUser();
      const response = await bus.request('identity.sign-up', { ...user, role, beneficiaryType: role === 'beneficiary' ? 'professional' : null, ...overrides });
      return { ...user, ...overrides, session: asSession(response) as Session & { pendingRole: string | null } };
    };
    /** The reset-style link `identity.request-email-proof` mailed to the user's address. */
    const emailProofToken = async (user: { email: string; session: Session }) => {
      await bus.request('identity.request-email-proof', { userId: user.session.user.id });
      const mail = await waitForOutboxMail(outboxDir, user.email, EMAIL_PROOF_SUBJECT);
      return new URL(mail.link).searchParams.get('reset')!;
    };
    /** A user who proved their address with the mailed link, choosing the same password again; `session` is the one it gave. */
    const provenSignUp = async () => {
      const user = await signUp();
      const session = asSession(await bus.request('identity.update-password', { resetToken: await emailProofToken(user), password: user.password }));
      return { ...user, session: { ...session, pendingRole: null } };
    };
    /** A user with two-factor sign-in on; `step` is the time step whose code activated it (now used up). */
    const enrolled = async () => {
      const user = await provenSignUp();
      const { secret } = await bus.request('identity.totp-enroll', { userId: user.session.user.id });
      const key = base32Decode(secret);
      const step = currentStep();
      const { recoveryCodes } = await bus.request('identity.totp-activate', { userId: user.session.user.id, code: hotp(key, step), currentPassword: user.password });
      return { ...user, key, step, recoveryCodes };
    };
    /**
     * The first admin: an Administrator sign-up with an ADMIN_EMAILS address has no role until the link mailed to that
     * address sets its password; the session that link gives is an admin's.
     */
    const firstAdmin = async (email: string) => {
      const signedUp = await signUp('admin', { email });
      expect(signedUp.session.user.roles).toEqual([]);
      expect(signedUp.session.pendingRole).toBe('admin');
      const mail = await waitForOutboxMail(outboxDir, email, 'Take up your administrator role');
      const password = 'first-admin-secret';
      const session = asSession(await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password }));
      expect(session.user.roles).toEqual(['admin']);
      return { email, password, session: { ...session, pendingRole: null } };
    };
    /** An account without a password: signed up through the professional network, just now. */
    const networkAccount = async (tag: string) => {
      const email = makeUser().email;
      const network = { issuer: 'https://id.example.test', subject: `sub-${tag}-${Date.now()}`, email, emailVerified: true };
      const session = asSession(await bus.request('identity.oidc-sign-in', network));
      return { email, network, session, userId: session.user.id, sessionId: sidOf(session.accessToken) };
    };
    /** Moves a session's sign-in (every token of its family) `minutes` into the past. */
    const signedInMinutesAgo = async (sessionId: string, minutes: number) => {
      const db = service.app.get<AppDatabase>(DATABASE);
      await db.update(refreshTokens).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(refreshTokens.familyId, sessionId));
    };
    const notRecent = { code: 'FORBIDDEN', message: RECENT_SIGN_IN_REQUIRED };
    let adminSession: Session | undefined;
    /** The suite's configured admin (made once, by the first test that needs one). */
    const firstAdminSession = async () => (adminSession ??= (await firstAdmin(adminEmail)).session);
    const eventsOf = <S extends EventSubject>(subject: S, userId: string) => seen.filter((e): e is TypedEvent<S> => e.type === subject && (e.data as { userId: string }).userId === userId);

    beforeAll(async () => {
      outboxDir = await mkdtemp(join(tmpdir(), 'ecp-identity-mail-'));
      await bus.start();
      for (const subject of ['user.registered', 'role.requested', 'role.decided', 'user.signed-in', 'sessions.revoked', 'user.deleted'] as const) {
        await bus.subscribe(subject, async (event) => void seen.push(event), { durable: `test-${subject.replace('.', '-')}` });
      }
      const opened = await openTarget();
      dispose = opened.dispose;
      service = await startService(identityService, {
        bus,
        database: opened.target,
        env: {
          JWT_SECRET, ADMIN_EMAILS: `${adminEmail},${unlockingAdminEmail},${squattedAdminEmail.toUpperCase()},${partnerOnAdminEmail}`, MAIL_OUTBOX_DIR: outboxDir, APP_ORIGINS: 'https://careers.example.test',
          LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: '8', LOGIN_SLOWDOWN_MS: '20',
        },
        relayPollMs: 50,
      });
    }, 60_000);

    afterAll(async () => {
      await service?.close();
      await bus.close();
      await dispose?.();
      await rm(outboxDir, { recursive: true, force: true });
    });

    describe('accounts', () => {
      it('signs up a beneficiary with the role, a valid access token and a user.registered event', async () => {
        const { email, session } = await signUp();
        expect(session.user.roles).toEqual(['beneficiary']);
        expect(session.pendingRole).toBeNull();
        const { payload, protectedHeader } = await jwtVerify(session.accessToken, new TextEncoder().encode(JWT_SECRET), {
          issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience, algorithms: ['HS256'],
        });
        expect(protectedHeader.alg).toBe('HS256');
        expect(payload.sub).toBe(session.user.id);
        expect(payload.exp! - payload.iat!).toBe(900);
        const [registered] = await pollUntil(() => eventsOf('user.registered', session.user.id).length && eventsOf('user.registered', session.user.id));
        expect(registered!.data).toMatchObject({ email, requestedRole: 'beneficiary', beneficiaryType: 'professional' });
        await expect(bus.request('identity.has-role', { userId: session.user.id, role: 'beneficiary' })).resolves.toEqual({ hasRole: true });
      });

      it('gives a partner sign-up no role and a pending request (role.requested), visible on the user', async () => {
        const { session } = await signUp('partner');
        expect(session.user.roles).toEqual([]);
        expect(session.pendingRole).toBe('partner');
        await pollUntil(() => eventsOf('role.requested', session.user.id).length);
        await expect(bus.request('identity.has-role', { userId: session.user.id, role: 'partner' })).resolves.toEqual({ hasRole: false });
        await expect(bus.request('identity.get-user', { userId: session.user.id })).resolves.toMatchObject({ roles: [], pendingRole: 'partner', mfaEnabled: false });
      });

      it('requires a category for a beneficiary', async () => {
        await expect(bus.request('identity.sign-up', { ...makeUser(), role: 'beneficiary', beneficiaryType: null })).rejects.toMatchObject({
          code: 'VALIDATION_ERROR', message: 'Please select your category',
        });
      });

      it('treats emails case-insensitively and refuses a second account', async () => {
        const user = makeUser();
        await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
        await expect(bus.request('identity.sign-up', { ...user, email: user.email.toUpperCase(), role: 'beneficiary', beneficiaryType: 'grad' })).rejects.toMatchObject({ code: 'CONFLICT' });
        const session = asSession(await bus.request('identity.sign-in', { email: user.email.toUpperCase(), password: user.password }));
        expect(session.user.email).toBe(user.email);
      });

      it('gives the same answer for an unknown email and a wrong password', async () => {
        const { email, password } = await signUp();
        await expect(bus.request('identity.sign-in', { email, password: 'wrong-password' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
        await expect(bus.request('identity.sign-in', { email: `nobody-${email}`, password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
      });

      it('answers has_role false for an unknown user', async () => {
        await expect(bus.request('identity.has-role', { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' })).resolves.toEqual({ hasRole: false });
      });
    });

    describe('sessions', () => {
      it('rotates the refresh token: each refresh gives new tokens and retires the old refresh token', async () => {
        const { session } = await signUp();
        const first = await bus.request('identity.refresh', { refreshToken: session.refreshToken });
        expect(first.refreshToken).not.toBe(session.refreshToken);
        expect(first.user.id).toBe(session.user.id);
        const second = await bus.request('identity.refresh', { refreshToken: first.refreshToken });
        expect(second.accessToken).not.toBe(first.accessToken);
      });

      it("keeps the session's end on every rotation: it lasts REFRESH_TOKEN_TTL_DAYS from its sign-in, however often refreshed", async () => {
        const { session } = await signUp();
        // A second on, a new token's own lifetime would end a second later.
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const first = await bus.request('identity.refresh', { refreshToken: session.refreshToken });
        const second = await bus.request('identity.refresh', { refreshToken: first.refreshToken });
        expect([first.refreshTokenExpiresAt, second.refreshTokenExpiresAt]).toEqual([session.refreshTokenExpiresAt, session.refreshTokenExpiresAt]);
        expect(Date.parse(session.refreshTokenExpiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
      });

      it('on reuse of a rotated refresh token revokes the whole family, including the newest token', async () => {
        const { session } = await signUp();
        const rotated = await bus.request('identity.refresh', { refreshToken: session.refreshToken });
        await expect(bus.request('identity.refresh', { refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.refresh', { refreshToken: rotated.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      });

      it('lets only one of two concurrent refreshes with the same token win', async () => {
        const { session } = await signUp();
        const results = await Promise.allSettled([1, 2, 3].map(() => bus.request('identity.refresh', { refreshToken: session.refreshToken })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      });

      it('refuses an unknown or tampered refresh token', async () => {
        const { session } = await signUp();
        const tampered = `${session.refreshToken.slice(0, -2)}${session.refreshToken.endsWith('AA') ? 'BB' : 'AA'}`;
        await expect(bus.request('identity.refresh', { refreshToken: tampered })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' });
        // The genuine token is unaffected by someone guessing.
        await expect(bus.request('identity.refresh', { refreshToken: session.refreshToken })).resolves.toHaveProperty('accessToken');
      });

      it('signs out everywhere (every family of the user) or only locally', async () => {
        const { email, password, session } = await signUp();
        const other = asSession(await bus.request('identity.sign-in', { email, password }));
        const third = asSession(await bus.request('identity.sign-in', { email, password }));
        await bus.request('identity.sign-out', { refreshToken: third.refreshToken, scope: 'local' });
        await expect(bus.request('identity.refresh', { refreshToken: third.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        const stillOk = await bus.request('identity.refresh', { refreshToken: other.refreshToken });
        await bus.request('identity.sign-out', { refreshToken: session.refreshToken, scope: 'global' });
        await expect(bus.request('identity.refresh', { refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.refresh', { refreshToken: stillOk.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      });

      it("names each access token's session (sid), which is live until a sign-out ends it, announced as sessions.revoked", async () => {
        const { email, password, session } = await signUp();
        const userId = session.user.id;
        const active = async (token: string) => (await bus.request('identity.session-active', { userId, sessionId: sidOf(token) })).active;
        const laptop = asSession(await bus.request('identity.sign-in', { email, password }));
        const phone = asSession(await bus.request('identity.sign-in', { email, password }));
        expect(new Set([sidOf(session.accessToken), sidOf(laptop.accessToken), sidOf(phone.accessToken)]).size).toBe(3);
        // A refresh keeps the session: the new access token has the same sid.
        const refreshed = await bus.request('identity.refresh', { refreshToken: laptop.refreshToken });
        expect(sidOf(refreshed.accessToken)).toBe(sidOf(laptop.accessToken));
        expect([await active(session.accessToken), await active(laptop.accessToken), await active(refreshed.accessToken)]).toEqual([true, true, true]);
        // Another user's id with this session id is not live.
        await expect(bus.request('identity.session-active', { userId: (await signUp()).session.user.id, sessionId: sidOf(laptop.accessToken) })).resolves.toEqual({ active: false });

        await bus.request('identity.sign-out', { refreshToken: phone.refreshToken, scope: 'local' });
        expect([await active(phone.accessToken), await active(laptop.accessToken)]).toEqual([false, true]);
        // Without the cookie, a local sign-out ends the access token's own session (another user's session id: nothing).
        const tablet = asSession(await bus.request('identity.sign-in', { email, password }));
        await bus.request('identity.sign-out', { userId: (await signUp()).session.user.id, sessionId: sidOf(tablet.accessToken), scope: 'local' });
        expect(await active(tablet.accessToken)).toBe(true);
        await bus.request('identity.sign-out', { userId, sessionId: sidOf(tablet.accessToken), scope: 'local' });
        expect([await active(tablet.accessToken), await active(laptop.accessToken)]).toEqual([false, true]);
        await bus.request('identity.sign-out', { userId, scope: 'global' });
        expect([await active(session.accessToken), await active(refreshed.accessToken)]).toEqual([false, false]);
        const revoked = await pollUntil(() => eventsOf('sessions.revoked', userId).length === 3 && eventsOf('sessions.revoked', userId));
        expect(revoked.map((e) => [e.data.sessionId, e.data.reason])).toEqual([[sidOf(phone.accessToken), 'sign-out'], [sidOf(tablet.accessToken), 'sign-out'], [null, 'sign-out']]);
      });

      it('announces password sign-ins (user.signed-in)', async () => {
        const { email, password, session } = await signUp();
        await bus.request('identity.sign-in', { email, password });
        const [signedIn] = await pollUntil(() => eventsOf('user.signed-in', session.user.id).length && eventsOf('user.signed-in', session.user.id));
        expect(signedIn!.data).toMatchObject({ method: 'password', mfa: false });
      });
    });

    describe('roles', () => {
      it('makes an ADMIN_EMAILS Administrator sign-up admin once its address is proven, who then approves and rejects role requests', async () => {
        const admin = { session: await firstAdminSession() };
        const partner = await signUp('partner');
        const wannabe = await signUp('admin');
        expect(wannabe.session.user.roles).toEqual([]);

        const { requests } = await bus.request('identity.list-role-requests', { adminId: admin.session.user.id, status: 'pending' });
        const request = requests.find((r) => r.userId === partner.session.user.id)!;
        expect(request).toMatchObject({ role: 'partner', status: 'pending', email: partner.email, decidedAt: null });
        const approved = await bus.request('identity.decide-role-request', { adminId: admin.session.user.id, requestId: request.id, decision: 'approve' });
        expect(approved).toMatchObject({ status: 'approved' });
        await expect(bus.request('identity.has-role', { userId: partner.session.user.id, role: 'partner' })).resolves.toEqual({ hasRole: true });
        // The next access token carries the new role.
        const refreshed = await bus.request('identity.refresh', { refreshToken: partner.session.refreshToken });
        expect(refreshed.user.roles).toEqual(['partner']);
        const [decided] = await pollUntil(() => eventsOf('role.decided', partner.session.user.id).length && eventsOf('role.decided', partner.session.user.id));
        expect(decided!.data).toMatchObject({ requestId: request.id, role: 'partner', decision: 'approved', decidedBy: admin.session.user.id });
        await expect(bus.request('identity.decide-role-request', { adminId: admin.session.user.id, requestId: request.id, decision: 'reject' })).rejects.toMatchObject({ code: 'CONFLICT' });

        const other = (await bus.request('identity.list-role-requests', { adminId: admin.session.user.id })).requests.find((r) => r.userId === wannabe.session.user.id)!;
        await bus.request('identity.decide-role-request', { adminId: admin.session.user.id, requestId: other.id, decision: 'reject' });
        await expect(bus.request('identity.get-user', { userId: wannabe.session.user.id })).resolves.toMatchObject({ roles: [], pendingRole: null });
      });

      it("approves an Administrator request only once the requester's address is proven; a partner's as it stands", async () => {
        const admin = await firstAdminSession();
        const wannabe = await signUp('admin');
        const partner = await signUp('partner');
        const { requests } = await bus.request('identity.list-role-requests', { adminId: admin.user.id, status: 'pending' });
        const request = requests.find((r) => r.userId === wannabe.session.user.id)!;
        expect(request).toMatchObject({ role: 'admin', emailConfirmed: false });
        const approve = (requestId: string) => bus.request('identity.decide-role-request', { adminId: admin.user.id, requestId, decision: 'approve' });
        await expect(approve(request.id)).rejects.toMatchObject({ code: 'CONFLICT', message: "This person's email address is not confirmed yet. Ask them to confirm it with Forgot password? on the sign-in page, then approve." });
        await expect(bus.request('identity.get-user', { userId: wannabe.session.user.id })).resolves.toMatchObject({ roles: [], pendingRole: 'admin' });
        expect(eventsOf('role.decided', wannabe.session.user.id)).toEqual([]);
        await expect(approve(requests.find((r) => r.userId === partner.session.user.id)!.id)).resolves.toMatchObject({ status: 'approved', emailConfirmed: false });

        // The requester follows a reset link: the address is proven, and the approval goes through.
        await bus.request('identity.request-password-reset', { email: wannabe.email });
        const mail = await waitForOutboxMail(outboxDir, wannabe.email, 'Reset your password');
        await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'proven-owner-1' });
        await expect(approve(request.id)).resolves.toMatchObject({ status: 'approved', emailConfirmed: true });
        await expect(bus.request('identity.has-role', { userId: wannabe.session.user.id, role: 'admin' })).resolves.toEqual({ hasRole: true });
      });

      it('gives a configured admin address signed up by someone else nothing: its owner, following the mailed link, takes the account and the role', async () => {
        const squatter = await signUp('admin', { email: squattedAdminEmail });
        expect(squatter.session).toMatchObject({ user: { roles: [] }, pendingRole: 'admin' });
        // Nor can the squatter turn on an authenticator of their own: the address is not proven.
        await expect(bus.request('identity.totp-enroll', { userId: squatter.session.user.id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Confirm your email address before turning on two-factor sign-in' });
        await expect(bus.request('identity.list-role-requests', { adminId: squatter.session.user.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
        const { requests: before } = await bus.request('identity.list-role-requests', { adminId: (await firstAdminSession()).user.id, status: 'pending' });
        const request = before.find((r) => r.userId === squatter.session.user.id)!;
        expect(request).toMatchObject({ role: 'admin', status: 'pending' });

        const mail = await waitForOutboxMail(outboxDir, squattedAdminEmail, 'Take up your administrator role');
        expect(mail.link).toMatch(/^https:\/\/careers\.example\.test\/auth\?reset=[\w-]{43}$/);
        expect(mail.text).toContain(mail.link);
        const owner = asSession(await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'the-real-owner-1' }));
        // Signed in at once.
        expect(owner.user).toMatchObject({ id: squatter.session.user.id, roles: ['admin'] });
        // The squatter's password and sessions are gone; the decision is on the record and announced.
        await expect(bus.request('identity.sign-in', { email: squattedAdminEmail, password: squatter.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.refresh', { refreshToken: squatter.session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        const [decided] = await pollUntil(() => eventsOf('role.decided', owner.user.id).length && eventsOf('role.decided', owner.user.id));
        expect(decided!.data).toMatchObject({ requestId: request.id, role: 'admin', decision: 'approved', decidedBy: owner.user.id });
        await expect(bus.request('identity.get-user', { userId: owner.user.id })).resolves.toMatchObject({ roles: ['admin'], pendingRole: null, mfaEnabled: false });
      });

      it('lets an admin, freshly signed in, turn off the second factor that locks a person out (authenticator and recovery codes lost)', async () => {
        const squatter = await enrolled(); // the person locked out (named for the squatters of accounts made before set-up needed a proven address)
        // A reset link alone does not get them in: its code prompt asks for the lost app.
        await bus.request('identity.request-password-reset', { email: squatter.email });
        const mail = await waitForOutboxMail(outboxDir, squatter.email, 'Reset your password');
        const claimed = await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'the-real-owner-2' });
        expect(claimed).toMatchObject({ mfaRequired: true });

        const admin = await firstAdminSession();
        const request = { adminId: admin.user.id, email: squatter.email.toUpperCase(), sessionId: sidOf(admin.accessToken) };
        // Not for anyone else, nor from an admin session signed in over 15 minutes ago.
        const { session: other } = await signUp();
        await expect(bus.request('identity.remove-second-factor', { ...request, adminId: other.user.id, sessionId: sidOf(other.accessToken) })).rejects.toMatchObject({ code: 'FORBIDDEN', message: "Only administrators can turn off someone else's two-factor sign-in" });
        await expect(bus.request('identity.remove-second-factor', { ...request, sessionId: undefined })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'For your security, please sign in again: this change needs a sign-in from the last 15 minutes' });
        await expect(bus.request('identity.get-user', { userId: squatter.session.user.id })).resolves.toMatchObject({ mfaEnabled: true });

        await expect(bus.request('identity.remove-second-factor', { ...request, email: (await bus.request('identity.get-user', { userId: admin.user.id })).email })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Turn off your own two-factor sign-in from your profile, with a code' });
        await expect(bus.request('identity.remove-second-factor', request)).resolves.toEqual({ removed: true });
        await expect(bus.request('identity.remove-second-factor', request)).resolves.toEqual({ removed: false }); // nothing left
        await expect(bus.request('identity.remove-second-factor', { ...request, email: 'nobody@example.test' })).resolves.toEqual({ removed: false });
        // The owner signs in with their password alone; the squatter's codes and recovery codes are gone.
        const signedIn = await bus.request('identity.sign-in', { email: squatter.email, password: 'the-real-owner-2' });
        expect(signedIn).toMatchObject({ user: { id: squatter.session.user.id } });
        expect(signedIn).not.toHaveProperty('mfaRequired', true);
        await expect(bus.request('identity.get-user', { userId: squatter.session.user.id })).resolves.toMatchObject({ mfaEnabled: false });
      });

      it('mails the admin link only to a configured address signed up as Administrator; a reset link of anyone else grants nothing', async () => {
        const unlisted = await signUp('admin');
        const listedAsPartner = await signUp('partner', { email: partnerOnAdminEmail });
        await bus.request('identity.request-password-reset', { email: unlisted.email });
        const reset = await waitForOutboxMail(outboxDir, unlisted.email, 'Reset your password');
        const session = asSession(await bus.request('identity.update-password', { resetToken: new URL(reset.link).searchParams.get('reset')!, password: 'unlisted-secret-1' }));
        expect(session.user.roles).toEqual([]);
        await expect(bus.request('identity.get-user', { userId: unlisted.session.user.id })).resolves.toMatchObject({ pendingRole: 'admin' });
        const subjects = (await outboxMails(outboxDir)).filter((m) => [unlisted.email, listedAsPartner.email].includes(m.to)).map((m) => m.subject);
        expect(subjects).toEqual(['Reset your password']);
        await bus.request('identity.request-password-reset', { email: listedAsPartner.email });
        const partnerReset = await waitForOutboxMail(outboxDir, listedAsPartner.email, 'Reset your password');
        const partner = asSession(await bus.request('identity.update-password', { resetToken: new URL(partnerReset.link).searchParams.get('reset')!, password: 'listed-partner-1' }));
        expect(partner.user.roles).toEqual([]);
      });

      it('refuses role review to anyone but an admin', async () => {
        const { session } = await signUp('partner');
        await expect(bus.request('identity.list-role-requests', { adminId: session.user.id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can review role requests' });
        await expect(bus.request('identity.decide-role-request', { adminId: session.user.id, requestId: '00000000-0000-4000-8000-000000000000', decision: 'approve' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      });
    });

    describe('brute-force limits', () => {
      it('locks an account after 5 wrong passwords, even for the right password', async () => {
        const { email, password } = await signUp();
        for (let i = 0; i < 5; i += 1) {
          await expect(bus.request('identity.sign-in', { email, password: `wrong-${i}` })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        }
        await expect(bus.request('identity.sign-in', { email, password })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
      });

      const signIn = (email: string, password: string, ip?: string) => bus.request('identity.sign-in', { email, password, ...(ip ? { ip } : {}) });
      const fail = async (email: string, ip: string, times: number) => {
        for (let i = 0; i < times; i += 1) await expect(signIn(email, `wrong-${i}-guess`, ip)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      };
      const retryAfter = async (attempt: Promise<unknown>) => ((await attempt.catch((error: unknown) => error)) as { code: string; details?: { retryAfterSeconds?: number } });

      it('only slows an address with many failures across accounts: the accounts behind it still sign in', async () => {
        const ip = '203.0.113.7';
        for (let i = 0; i < 8; i += 1) {
          await expect(signIn(`nobody-${i}@example.test`, 'guess-123', ip)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        }
        const { email, password } = await signUp();
        await expect(signIn(email, password, ip)).resolves.toHaveProperty('accessToken');
        const throttle = service.app.get(LoginThrottleService);
        // Slowed down, not locked: checks from there take turns, one per LOGIN_SLOWDOWN_MS (20 ms), even sent at once.
        const started = Date.now();
        const attempts = await Promise.all(Array.from({ length: 5 }, () => throttle.beginAttempt(email, ip)));
        expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 20 - 5);
        expect(attempts.every(({ waitedMs }) => waitedMs >= 0 && waitedMs <= 2000)).toBe(true);
        for (const attempt of attempts) await throttle.succeeded(attempt);
        const elsewhere = await throttle.beginAttempt(email, '198.51.100.9');
        expect(elsewhere.waitedMs).toBe(0);
        await throttle.succeeded(elsewhere);
        await expect(signIn(email, password, ip)).resolves.toHaveProperty('accessToken');
      });

      it('locks an account only from the guessing address: an admin signs in from another one, and clears the lock', async () => {
        const attacker = '203.0.113.20';
        const { email, password, session } = await firstAdmin(unlockingAdminEmail);
        await fail(email, attacker, 5);
        await expect(signIn(email, password, attacker)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
        await expect(signIn(email, password, '198.51.100.20')).resolves.toHaveProperty('accessToken');

        const { session: other } = await signUp();
        await expect(bus.request('identity.clear-sign-in-locks', { adminId: other.user.id, email })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can clear sign-in locks' });
        await expect(signIn(email, password, attacker)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        const { cleared } = await bus.request('identity.clear-sign-in-locks', { adminId: session.user.id, email: email.toUpperCase() });
        expect(cleared).toBeGreaterThanOrEqual(2);
        await expect(signIn(email, password, attacker)).resolves.toHaveProperty('accessToken');
      });

      it('doubles each lockout of the same account and address (back-off)', async () => {
        const ip = '203.0.113.30';
        const { email } = await signUp();
        await fail(email, ip, 5);
        const first = await retryAfter(signIn(email, 'anything-1', ip));
        expect(first.code).toBe('RATE_LIMITED');
        expect(first.details?.retryAfterSeconds).toBeLessThanOrEqual(900);
        // The first lockout is over (as if 15 minutes had passed); five more failures lock it for twice as long.
        const db = service.app.get<AppDatabase>(DATABASE);
        const longAgo = new Date(Date.now() - 16 * 60_000);
        await db.update(loginFailures).set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: longAgo }).where(eq(loginFailures.key, `pair:${email.toLowerCase()}|${ip}`));
        await db.update(loginFailures).set({ windowStartedAt: longAgo }).where(eq(loginFailures.key, `account:${email.toLowerCase()}`));
        await fail(email, ip, 5);
        const second = await retryAfter(signIn(email, 'anything-2', ip));
        expect(second.code).toBe('RATE_LIMITED');
        expect(second.details?.retryAfterSeconds).toBeGreaterThan(900);
        expect(second.details?.retryAfterSeconds).toBeLessThanOrEqual(1800);
      });

      it('purges the failure counts that no longer count, keeping a lock, a recent lockout and a live window', async () => {
        const ip = '203.0.113.50';
        const { email } = await signUp();
        await fail(email, ip, 5); // the pair is locked, the account and the address count
        const db = service.app.get<AppDatabase>(DATABASE);
        const account = email.toLowerCase();
        const keys = [`pair:${account}|${ip}`, `account:${account}`, `address:${ip}`];
        const hourAgo = new Date(Date.now() - 60 * 60_000);
        const present = async () => (await db.select({ key: loginFailures.key }).from(loginFailures).where(inArray(loginFailures.key, keys))).map((row) => row.key).sort();
        // The account's window ended an hour ago; the address's too, but a slowdown slot of it lies ahead.
        await db.update(loginFailures).set({ windowStartedAt: hourAgo }).where(eq(loginFailures.key, `account:${account}`));
        await db.update(loginFailures).set({ windowStartedAt: hourAgo, nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(loginFailures.key, `address:${ip}`));
        const housekeeping = service.app.get(ThrottleHousekeeping);
        expect((await housekeeping.purge()).loginFailures).toBeGreaterThanOrEqual(1);
        expect(await present()).toEqual([`address:${ip}`, `pair:${account}|${ip}`].sort());
        // A lockout that ended 10 minutes ago still doubles the next one: kept. One that ended an hour ago: gone.
        await db.update(loginFailures).set({ windowStartedAt: hourAgo, lockedUntil: new Date(Date.now() - 10 * 60_000), nextAttemptAt: null }).where(inArray(loginFailures.key, keys));
        await housekeeping.purge();
        expect(await present()).toEqual([`address:${ip}`, `pair:${account}|${ip}`].sort());
        await db.update(loginFailures).set({ lockedUntil: hourAgo }).where(inArray(loginFailures.key, keys));
        await housekeeping.purge();
        expect(await present()).toEqual([]);
      });

      it('locks an account guessed from many addresses for new addresses, never for one it signed in from', async () => {
        const home = '198.51.100.40';
        const { email, password } = await signUp();
        await expect(signIn(email, password, home)).resolves.toHaveProperty('accessToken');
        await fail(email, '203.0.113.41', 4);
        await fail(email, '203.0.113.42', 4);
        await expect(signIn(email, password, '203.0.113.43')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await expect(signIn(email, password, home)).resolves.toHaveProperty('accessToken');
      });

      /** How a request ended: 'OK', or its error's code, message and retryAfterSeconds. */
      const outcomeOf = (request: Promise<unknown>): Promise<{ code: string; message: string; retryAfterSeconds?: number }> => request.then(
        () => ({ code: 'OK', message: '' }),
        (error: unknown) => {
          const { code, message, details } = error as { code: string; message: string; details?: { retryAfterSeconds?: number } };
          return { code, message, retryAfterSeconds: details?.retryAfterSeconds };
        },
      );

      it('checks only 5 passwords when 30 wrong guesses for one account arrive at once from one address; the rest are refused unchecked', async () => {
        const ip = '203.0.113.90';
        const { email, password } = await signUp();
        const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => outcomeOf(signIn(email, `parallel-guess-${i}`, ip))));
        const checked = outcomes.filter((o) => o.code === 'UNAUTHENTICATED');
        const refused = outcomes.filter((o) => o.code === 'RATE_LIMITED');
        // Each attempt counts before its password is verified: the five that counted are checked (and fail), the
        // fifth locks the account from that address, and every other one finds it locked.
        expect(checked).toHaveLength(5);
        expect(refused).toHaveLength(25);
        for (const o of checked) expect(o.message).toBe('Invalid email or password');
        for (const o of refused) {
          expect(o.message).toBe('Too many sign-in attempts. Please try again later.');
          expect(o.retryAfterSeconds).toBeGreaterThan(0);
          expect(o.retryAfterSeconds).toBeLessThanOrEqual(900);
        }
        await expect(signIn(email, password, ip)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await expect(signIn(email, password, '198.51.100.90')).resolves.toHaveProperty('accessToken');
      });

      it('lets the right password in after 4 wrong ones without locking anything: it signs in again, and 5 more wrong ones lock as before', async () => {
        const ip = '203.0.113.91';
        const { email, password } = await signUp();
        await fail(email, ip, 4);
        // The fifth attempt counts as it starts, which reaches the limit; being right, it is taken back, lock and all.
        await expect(signIn(email, password, ip)).resolves.toHaveProperty('accessToken');
        await expect(signIn(email, password, ip)).resolves.toHaveProperty('accessToken');
        const db = service.app.get<AppDatabase>(DATABASE);
        const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, [`pair:${email.toLowerCase()}|${ip}`, `account:${email.toLowerCase()}`]));
        expect(rows.map(({ key, failures, lockedUntil }) => ({ key, failures, lockedUntil }))).toEqual([{ key: `account:${email.toLowerCase()}`, failures: 4, lockedUntil: null }]);
        await fail(email, ip, 5);
        await expect(signIn(email, password, ip)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
      });

      it('lifts the account-wide lock that a right password\'s own attempt set: only wrong ones count towards it', async () => {
        const { email, password } = await signUp();
        await fail(email, '203.0.113.92', 4);
        await fail(email, '203.0.113.93', 3);
        // 7 failures of the 8 allowed from any addresses: the right password from a new address is the 8th attempt.
        await expect(signIn(email, password, '203.0.113.94')).resolves.toHaveProperty('accessToken');
        await expect(signIn(email, password, '203.0.113.95')).resolves.toHaveProperty('accessToken');
        // Still 7: one more wrong one locks the account for addresses it never signed in from, not for those it did.
        await fail(email, '203.0.113.96', 1);
        await expect(signIn(email, password, '203.0.113.97')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await expect(signIn(email, password, '203.0.113.94')).resolves.toHaveProperty('accessToken');
      });
    });

    describe('password reset', () => {
      const sentTo = async (email: string) => (await outboxMails(outboxDir)).filter((m) => m.to === email);

      it("ends a provider sign-in linked to an account whose address was never proven when its owner follows a reset link", async () => {
        // A link made before provider addresses had to be verified: the squatter's own provider account, on the victim's address.
        const squatter = await signUp();
        const userId = squatter.session.user.id;
        const db = service.app.get<AppDatabase>(DATABASE);
        const link = { issuer: 'https://id.example.test', subject: `squatter-${Date.now()}` };
        await db.insert(externalIdentities).values({ userId, ...link });
        await bus.request('identity.request-password-reset', { email: squatter.email });
        const [mail] = await pollUntil(async () => (await sentTo(squatter.email)).length && sentTo(squatter.email));
        await bus.request('identity.update-password', { resetToken: new URL(mail!.link).searchParams.get('reset')!, password: 'owner-after-reset' });
        expect(await db.select().from(externalIdentities).where(eq(externalIdentities.userId, userId))).toEqual([]);
        // The squatter's provider sign-in finds no account now, and its unverified address joins none.
        await expect(bus.request('identity.oidc-sign-in', { ...link, email: squatter.email, emailVerified: false })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
        // An account whose address is proven keeps its links through a reset.
        const proven = makeUser().email;
        const owner = asSession(await bus.request('identity.oidc-sign-in', { ...link, subject: `owner-${Date.now()}`, email: proven, emailVerified: true }));
        await bus.request('identity.request-password-reset', { email: proven });
        const [ownMail] = await pollUntil(async () => (await sentTo(proven)).length && sentTo(proven));
        await bus.request('identity.update-password', { resetToken: new URL(ownMail!.link).searchParams.get('reset')!, password: 'owner-new-secret' });
        expect(await db.select().from(externalIdentities).where(eq(externalIdentities.userId, owner.user.id))).toHaveLength(1);
      });

      it('emails a one-hour single-use link to the allowed origin, sets the new password and ends old sessions', async () => {
        const { email, password, session } = await signUp();
        await expect(bus.request('identity.request-password-reset', { email: email.toUpperCase(), redirectTo: 'https://evil.example.test' })).resolves.toEqual({ ok: true });
        const [mail] = await pollUntil(async () => (await sentTo(email)).length && sentTo(email));
        expect(mail!.subject).toBe('Reset your password');
        expect(mail!.link).toMatch(/^https:\/\/careers\.example\.test\/auth\?reset=[\w-]{43}$/);
        expect(mail!.text).toContain(mail!.link);
        // Not the account's name: whoever signed an unproven address up chose it, and the mail speaks for the platform.
        expect(mail!.text.startsWith('Hello,\n')).toBe(true);
        expect((await readdir(outboxDir)).some((f) => f.endsWith('.eml'))).toBe(true);
        const token = new URL(mail!.link).searchParams.get('reset')!;

        await expect(bus.request('identity.update-password', { resetToken: token, password: '123456' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
        const fresh = asSession(await bus.request('identity.update-password', { resetToken: token, password: 'new-grid-secret' }));
        expect(fresh.user.email).toBe(email);
        await expect(bus.request('identity.update-password', { resetToken: token, password: 'another-secret' })).rejects.toMatchObject({ message: 'This password reset link is invalid or has expired' });
        await expect(bus.request('identity.refresh', { refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.sign-in', { email, password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.sign-in', { email, password: 'new-grid-secret' })).resolves.toHaveProperty('accessToken');
      });

      it('answers the same for an unknown address and sends nothing', async () => {
        const email = `nobody-${Date.now()}@example.test`;
        await expect(bus.request('identity.request-password-reset', { email })).resolves.toEqual({ ok: true });
        expect(await sentTo(email)).toEqual([]);
      });

      it('lets a signed-in user change the password with the current one', async () => {
        const { email, password, session } = await signUp();
        await bus.request('identity.update-password', { userId: session.user.id, currentPassword: password, password: 'changed-secret-1' });
        await expect(bus.request('identity.sign-in', { email, password: 'changed-secret-1' })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.sign-in', { email, password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      });

      it('ends a reset link mailed before a signed-in change: whoever reads the mail cannot reset the new password', async () => {
        const { email, password, session } = await signUp();
        await bus.request('identity.request-password-reset', { email });
        const [mail] = await pollUntil(async () => (await sentTo(email)).length && sentTo(email));
        const token = new URL(mail!.link!).searchParams.get('reset')!;
        await bus.request('identity.update-password', { userId: session.user.id, currentPassword: password, password: 'changed-secret-2' });
        await expect(bus.request('identity.update-password', { resetToken: token, password: 'taken-over-9' })).rejects.toMatchObject({ message: 'This password reset link is invalid or has expired' });
        await expect(bus.request('identity.sign-in', { email, password: 'changed-secret-2' })).resolves.toHaveProperty('accessToken');
      });
    });

    describe('signed-in password change (current password re-checked)', () => {
      const incorrect = { code: 'FORBIDDEN', message: 'Current password is incorrect' };
      const change = (request: Omit<RequestOf<'identity.update-password'>, 'mfa'>) => bus.request('identity.update-password', request);

      it('refuses a wrong or missing current password as FORBIDDEN and changes nothing: the password and every session stay', async () => {
        const { email, password, session } = await signUp();
        const userId = session.user.id;
        const other = asSession(await bus.request('identity.sign-in', { email, password }));
        await expect(change({ userId, currentPassword: 'not-the-password', password: 'taken-over-1' })).rejects.toMatchObject(incorrect);
        await expect(change({ userId, password: 'taken-over-2' })).rejects.toMatchObject(incorrect);
        await expect(change({ userId, currentPassword: '', password: 'taken-over-3' })).rejects.toMatchObject(incorrect);
        await expect(bus.request('identity.sign-in', { email, password: 'taken-over-1' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.sign-in', { email, password })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.refresh', { refreshToken: other.refreshToken })).resolves.toHaveProperty('accessToken');
        expect(eventsOf('sessions.revoked', userId)).toEqual([]);
      });

      it('still checks the new password first (its rules, whatever the current one)', async () => {
        const { session } = await signUp();
        await expect(change({ userId: session.user.id, currentPassword: 'wrong', password: '12345' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password must be at least 6 characters' });
      });

      it('counts wrong current passwords against the sign-in limits: 5 from one address lock it there, for the change and for sign-in', async () => {
        const { email, password, session } = await signUp();
        const userId = session.user.id;
        const ip = '203.0.113.70';
        for (let i = 0; i < 5; i += 1) await expect(change({ userId, currentPassword: `wrong-${i}`, password: 'taken-over-1', ip })).rejects.toMatchObject(incorrect);
        // The right current password no longer helps from there: refused before it is checked, and nothing changes.
        await expect(change({ userId, currentPassword: password, password: 'taken-over-1', ip })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
        await expect(bus.request('identity.sign-in', { email, password, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await expect(bus.request('identity.sign-in', { email, password, ip: '198.51.100.70' })).resolves.toHaveProperty('accessToken');
        // The owner, from their own address, still changes it.
        await expect(change({ userId, currentPassword: password, password: 'changed-secret-2', ip: '198.51.100.70' })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.sign-in', { email, password: 'changed-secret-2', ip: '198.51.100.70' })).resolves.toHaveProperty('accessToken');
      });

      it('checks only 5 of 30 wrong current passwords sent at once from one address; a right one after 4 wrong ones locks nothing', async () => {
        const { email, password, session } = await signUp();
        const userId = session.user.id;
        const ip = '203.0.113.71';
        const home = '198.51.100.71';
        await expect(bus.request('identity.sign-in', { email, password, ip: home })).resolves.toHaveProperty('accessToken');
        const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => change({ userId, currentPassword: `wrong-${i}`, password: 'taken-over-1', ip }).then(() => 'OK', (error: { code: string; message: string }) => `${error.code}: ${error.message}`)));
        expect(outcomes.filter((o) => o === 'FORBIDDEN: Current password is incorrect')).toHaveLength(5);
        expect(outcomes.filter((o) => o === 'RATE_LIMITED: Too many sign-in attempts. Please try again later.')).toHaveLength(25);
        await expect(bus.request('identity.sign-in', { email, password, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });

        // The owner, from the address they signed in from: 4 wrong, then the right one, which changes it and locks nothing.
        for (let i = 0; i < 4; i += 1) await expect(change({ userId, currentPassword: `wrong-${i}`, password: 'taken-over-1', ip: home })).rejects.toMatchObject(incorrect);
        await expect(change({ userId, currentPassword: password, password: 'changed-secret-3', ip: home })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.sign-in', { email, password: 'changed-secret-3', ip: home })).resolves.toHaveProperty('accessToken');
      });

      it('lets an account without a password (professional-network sign-up) set its first one from a recent sign-in', async () => {
        const { email, userId, sessionId } = await networkAccount('pw');
        const changed = asSession(await change({ userId, sessionId, password: 'first-own-secret' }));
        expect(changed.user.id).toBe(userId);
        await expect(bus.request('identity.sign-in', { email, password: 'first-own-secret' })).resolves.toHaveProperty('accessToken');
        // From then on it has one, which the next change must give.
        await expect(change({ userId, sessionId: sidOf(changed.accessToken), password: 'second-own-secret' })).rejects.toMatchObject(incorrect);
        await expect(change({ userId, currentPassword: 'first-own-secret', password: 'second-own-secret' })).resolves.toHaveProperty('accessToken');
      });

      it('refuses the first password of an account without one from a session signed in too long ago, however recently refreshed', async () => {
        const { email, network, session, userId, sessionId } = await networkAccount('stale-pw');
        await signedInMinutesAgo(sessionId, 16);
        const refreshed = asSession(await bus.request('identity.refresh', { refreshToken: session.refreshToken }));
        expect(sidOf(refreshed.accessToken)).toBe(sessionId);
        await expect(change({ userId, sessionId, password: 'thief-own-secret' })).rejects.toMatchObject(notRecent);
        // Without its session, or with a session of another account, it proves nothing either.
        await expect(change({ userId, password: 'thief-own-secret' })).rejects.toMatchObject(notRecent);
        const other = await networkAccount('other-pw');
        await expect(change({ userId, sessionId: other.sessionId, password: 'thief-own-secret' })).rejects.toMatchObject(notRecent);
        await expect(bus.request('identity.sign-in', { email, password: 'thief-own-secret' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.session-active', { userId, sessionId })).resolves.toEqual({ active: true });
        // A recent sign-in whose session has ended (signed out) proves nothing.
        const ended = asSession(await bus.request('identity.oidc-sign-in', network));
        await bus.request('identity.sign-out', { userId, refreshToken: ended.refreshToken, scope: 'local' });
        await expect(change({ userId, sessionId: sidOf(ended.accessToken), password: 'thief-own-secret' })).rejects.toMatchObject(notRecent);
        // Signing in again is a new session, recent enough.
        const fresh = asSession(await bus.request('identity.oidc-sign-in', network));
        await expect(change({ userId, sessionId: sidOf(fresh.accessToken), password: 'owner-own-secret' })).resolves.toHaveProperty('accessToken');
      });
    });

    describe('two-factor sign-in (TOTP)', () => {
      const challenge = async (email: string, password: string) => ((await bus.request('identity.sign-in', { email, password })) as { mfaToken: string }).mfaToken;

      it('needs a proven address: a squatter of an unconfirmed one cannot lock its owner out; the mailed link proves it by choosing the password', async () => {
        const squatter = await signUp();
        const userId = squatter.session.user.id;
        const unproven = { code: 'FORBIDDEN', message: 'Confirm your email address before turning on two-factor sign-in' };
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ emailConfirmed: false });
        await expect(bus.request('identity.totp-enroll', { userId })).rejects.toMatchObject(unproven);
        await expect(bus.request('identity.totp-activate', { userId, code: '123456', currentPassword: squatter.password })).rejects.toMatchObject(unproven);
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: false });

        // The squatter asks for the proof: it goes to the address, whose owner following it takes the account.
        await bus.request('identity.request-email-proof', { userId });
        const mail = await waitForOutboxMail(outboxDir, squatter.email, EMAIL_PROOF_SUBJECT);
        expect(mail.link).toMatch(/^https:\/\/careers\.example\.test\/auth\?reset=[\w-]{43}$/);
        expect(mail.text).toContain('choosing your password');
        const owner = asSession(await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'owner-proven-7' }));
        expect(owner.user.id).toBe(userId);
        await expect(bus.request('identity.refresh', { refreshToken: squatter.session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ emailConfirmed: true });
        await expect(bus.request('identity.totp-enroll', { userId })).resolves.toHaveProperty('secret');
        // A proven address is sent nothing more.
        const mailsBefore = (await outboxMails(outboxDir)).length;
        await expect(bus.request('identity.request-email-proof', { userId })).resolves.toEqual({ ok: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await outboxMails(outboxDir)).length).toBe(mailsBefore);
      });

      it("sends the proof whoever used up the address's reset requests, and refuses a person's own beyond three an hour", async () => {
        const person = await signUp();
        const userId = person.session.user.id;
        // Anyone may ask resets for the address: its three an hour go, and further resets send nothing.
        for (let i = 0; i < 4; i += 1) await bus.request('identity.request-password-reset', { email: person.email });
        // The person's own requests are counted apart: three links, then a refusal said, not a silent nothing.
        for (let i = 0; i < 3; i += 1) await expect(bus.request('identity.request-email-proof', { userId })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.request-email-proof', { userId })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many confirmation links asked for. Please try again later.' });
        await pollUntil(async () => (await outboxMails(outboxDir)).filter((m) => m.to === person.email && m.subject === EMAIL_PROOF_SUBJECT).length === 3, { description: 'three proof mails' });
      });

      it('does not turn on a second factor the person never saw: a set-up started again in another tab during an activation wins', async () => {
        const { email, password, session } = await provenSignUp();
        const userId = session.user.id;
        const first = await bus.request('identity.totp-enroll', { userId });
        // The activation checks the password (argon2) before its transaction; the second enrolment commits meanwhile.
        const activating = bus.request('identity.totp-activate', { userId, code: hotp(base32Decode(first.secret), currentStep()), currentPassword: password });
        const second = await bus.request('identity.totp-enroll', { userId });
        await expect(activating).rejects.toMatchObject({ code: 'CONFLICT', message: 'Two-factor set-up was started again elsewhere. Scan the new code and try again.' });
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: false });
        // The code of the set-up now shown turns it on, and signing in asks for that authenticator's code.
        const key = base32Decode(second.secret);
        const step = currentStep();
        await bus.request('identity.totp-activate', { userId, code: hotp(key, step), currentPassword: password });
        const verified = await bus.request('identity.verify-mfa', { mfaToken: await challenge(email, password), code: hotp(key, step + 1) });
        expect(verified).toHaveProperty('accessToken');
        // And an enrolment once it is on is refused, not a silent switch-off.
        await expect(bus.request('identity.totp-enroll', { userId })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Two-factor sign-in is already on' });
      });

      it('enrols with any authenticator app, then asks for a code (or a recovery code, once) at sign-in', async () => {
        const { email, password, session } = await provenSignUp();
        const { secret, otpauthUrl } = await bus.request('identity.totp-enroll', { userId: session.user.id });
        expect(otpauthUrl).toContain(`secret=${secret}`);
        const key = base32Decode(secret);
        await expect(bus.request('identity.totp-activate', { userId: session.user.id, code: '000000', currentPassword: password })).rejects.toMatchObject({ message: 'Invalid verification code' });
        const step = currentStep();
        // A stolen access token alone cannot put an authenticator on the account: the password is asked first, and a
        // wrong one uses no code up.
        for (const currentPassword of [undefined, 'not-the-password']) {
          await expect(bus.request('identity.totp-activate', { userId: session.user.id, code: hotp(key, step), ...(currentPassword ? { currentPassword } : {}) })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Current password is incorrect' });
        }
        await expect(bus.request('identity.get-user', { userId: session.user.id })).resolves.toMatchObject({ mfaEnabled: false });
        const { recoveryCodes } = await bus.request('identity.totp-activate', { userId: session.user.id, code: hotp(key, step), currentPassword: password });
        expect(recoveryCodes).toHaveLength(10);

        const challenged = await bus.request('identity.sign-in', { email, password });
        expect(challenged).toMatchObject({ mfaRequired: true, user: { id: session.user.id } });
        expect(challenged).not.toHaveProperty('accessToken');
        const { mfaToken } = challenged as { mfaToken: string };
        await expect(bus.request('identity.verify-mfa', { mfaToken, code: '123456' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid verification code' });
        // The activation code is used up; the next step's code (within the one-step drift window) is not.
        const verified = await bus.request('identity.verify-mfa', { mfaToken, code: hotp(key, step + 1) });
        expect(await amrOf(verified.accessToken)).toEqual(['pwd', 'otp']);
        await expect(bus.request('identity.verify-mfa', { mfaToken, code: hotp(key, step + 1) })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await pollUntil(() => eventsOf('user.signed-in', session.user.id).some((e) => e.data.mfa));

        const again = await challenge(email, password);
        await expect(bus.request('identity.verify-mfa', { mfaToken: again, code: recoveryCodes[0]!.toUpperCase() })).resolves.toHaveProperty('accessToken');
        const third = await challenge(email, password);
        await expect(bus.request('identity.verify-mfa', { mfaToken: third, code: recoveryCodes[0]! })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

        await bus.request('identity.totp-disable', { userId: session.user.id, code: recoveryCodes[1]! });
        await expect(bus.request('identity.sign-in', { email, password })).resolves.toHaveProperty('accessToken');
      });

      it('accepts each authenticator code once: not again, not an earlier step, not twice when two sign-ins race', async () => {
        const { email, password, session, key, step } = await enrolled();
        // The code that turned two-factor sign-in on cannot also sign in, nor can an earlier one.
        const first = await challenge(email, password);
        await expect(bus.request('identity.verify-mfa', { mfaToken: first, code: hotp(key, step) })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid verification code' });
        await expect(bus.request('identity.verify-mfa', { mfaToken: first, code: hotp(key, step - 1) })).rejects.toMatchObject({ message: 'Invalid verification code' });

        // Two sign-ins presenting the same fresh code at once: exactly one gets a session.
        const racing = await Promise.all([challenge(email, password), challenge(email, password)]);
        const results = await Promise.allSettled(racing.map((mfaToken) => bus.request('identity.verify-mfa', { mfaToken, code: hotp(key, step + 1) })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'UNAUTHENTICATED', message: 'Invalid verification code' } });
        // The loser's challenge is still open, but the used code stays refused.
        const loser = racing[results.findIndex((r) => r.status === 'rejected')]!;
        await expect(bus.request('identity.verify-mfa', { mfaToken: loser, code: hotp(key, step + 1) })).rejects.toMatchObject({ message: 'Invalid verification code' });

        // Turning two-factor sign-in off refuses a used code as well.
        await expect(bus.request('identity.totp-disable', { userId: session.user.id, code: hotp(key, step + 1) })).rejects.toMatchObject({ message: 'Invalid verification code' });
        await expect(bus.request('identity.get-user', { userId: session.user.id })).resolves.toMatchObject({ mfaEnabled: true });
      });

      it('counts wrong codes when turning two-factor sign-in off: 5 from one address lock it there, even for the right code', async () => {
        const { email, password, session, key, step, recoveryCodes } = await enrolled();
        const userId = session.user.id;
        const ip = '203.0.113.80';
        const fresh = hotp(key, step + 1);
        for (let i = 0; i < 5; i += 1) {
          const code = String(200000 + i);
          await expect(bus.request('identity.totp-disable', { userId, code: code === fresh ? '999999' : code, ip })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid verification code' });
        }
        const locked = (await bus.request('identity.totp-disable', { userId, code: recoveryCodes[0]!, ip }).catch((error: unknown) => error)) as { code: string; message: string; details?: { retryAfterSeconds?: number } };
        expect(locked).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
        expect(locked.details?.retryAfterSeconds).toBeGreaterThan(0);
        await expect(bus.request('identity.totp-disable', { userId, code: fresh, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        // Still on, and the refused recovery code was not used up; sign-in from that address is locked as well.
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: true });
        await expect(bus.request('identity.sign-in', { email, password, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        // The owner, from another address, turns it off with that recovery code.
        await expect(bus.request('identity.totp-disable', { userId, code: recoveryCodes[0]!, ip: '198.51.100.80' })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: false });
      });

      it('turns on for an account without a password (a professional-network sign-up) from a recent sign-in only', async () => {
        const { userId, sessionId } = await networkAccount('nopw');
        const { secret } = await bus.request('identity.totp-enroll', { userId });
        const code = hotp(base32Decode(secret), currentStep());
        await signedInMinutesAgo(sessionId, 16);
        await expect(bus.request('identity.totp-activate', { userId, code, sessionId })).rejects.toMatchObject(notRecent);
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: false });
        await signedInMinutesAgo(sessionId, 14);
        await expect(bus.request('identity.totp-activate', { userId, code, sessionId })).resolves.toHaveProperty('recoveryCodes');
      });

      it('starts afresh after re-enrolment: a new secret has no used steps', async () => {
        const { session, recoveryCodes, password } = await enrolled();
        await bus.request('identity.totp-disable', { userId: session.user.id, code: recoveryCodes[0]! });
        const { secret } = await bus.request('identity.totp-enroll', { userId: session.user.id });
        await expect(bus.request('identity.totp-activate', { userId: session.user.id, code: hotp(base32Decode(secret), currentStep()), currentPassword: password })).resolves.toHaveProperty('recoveryCodes');
      });

      it('signs in with the right code after 4 wrong ones from one address, locking nothing: that address still signs in', async () => {
        const { email, password, key, step } = await enrolled();
        const ip = '203.0.113.81';
        const mfaToken = ((await bus.request('identity.sign-in', { email, password, ip })) as { mfaToken: string }).mfaToken;
        const fresh = hotp(key, step + 1);
        for (let i = 0; i < 4; i += 1) {
          const code = String(300000 + i);
          await expect(bus.request('identity.verify-mfa', { mfaToken, code: code === fresh ? '999999' : code, ip })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid verification code' });
        }
        // The fifth try counts as it begins, reaching the limit; the code being right, it is taken back, lock and all.
        await expect(bus.request('identity.verify-mfa', { mfaToken, code: fresh, ip })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.sign-in', { email, password, ip })).resolves.toMatchObject({ mfaRequired: true });
      });

      it('keeps the second-factor mark (amr) on every refreshed access token of that session, and only that one', async () => {
        const { email, password, key, step } = await enrolled();
        const verified = await bus.request('identity.verify-mfa', { mfaToken: await challenge(email, password), code: hotp(key, step + 1) });
        expect(await amrOf(verified.accessToken)).toEqual(['pwd', 'otp']);
        const once = await bus.request('identity.refresh', { refreshToken: verified.refreshToken });
        expect(await amrOf(once.accessToken)).toEqual(['pwd', 'otp']);
        const twice = await bus.request('identity.refresh', { refreshToken: once.refreshToken });
        expect(await amrOf(twice.accessToken)).toEqual(['pwd', 'otp']);

        // A session that never passed a second factor does not gain the mark by refreshing.
        const plain = await signUp();
        expect(await amrOf(plain.session.accessToken)).toBeUndefined();
        const refreshed = await bus.request('identity.refresh', { refreshToken: plain.session.refreshToken });
        expect(await amrOf(refreshed.accessToken)).toBeUndefined();
      });

      it('keeps the mark through a signed-in password change, and never grants it to a user without two-factor sign-in', async () => {
        const { email, password, key, step, session } = await enrolled();
        const verified = await bus.request('identity.verify-mfa', { mfaToken: await challenge(email, password), code: hotp(key, step + 1) });
        expect(await amrOf(verified.accessToken)).toEqual(['pwd', 'otp']);
        const changed = await bus.request('identity.update-password', { userId: session.user.id, currentPassword: password, password: 'changed-after-2fa', mfa: true });
        expect(await amrOf((changed as { accessToken: string }).accessToken)).toEqual(['pwd', 'otp']);

        const plain = await signUp();
        const claimed = await bus.request('identity.update-password', { userId: plain.session.user.id, currentPassword: plain.password, password: 'changed-plain-1', mfa: true });
        expect(await amrOf((claimed as { accessToken: string }).accessToken)).toBeUndefined();
      });
    });

    describe('account deletion (password and second factor re-checked)', () => {
      const deleteAccount = (request: RequestOf<'identity.delete-account'>) => bus.request('identity.delete-account', request);
      const refused = { code: 'FORBIDDEN', message: 'Incorrect password or verification code' };
      /** The account is all there: found, signs in (to the code prompt with two-factor sign-in on), no user.deleted announced. */
      const stillThere = async (user: { email: string; password: string; session: Session }) => {
        await expect(bus.request('identity.get-user', { userId: user.session.user.id })).resolves.toMatchObject({ email: user.email });
        await expect(bus.request('identity.sign-in', { email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.session.user.id } });
        expect(eventsOf('user.deleted', user.session.user.id)).toEqual([]);
      };

      it('with two-factor sign-in on, deletes only with the password and a fresh authenticator code', async () => {
        const user = await enrolled();
        const { email, password, session, key, step } = user;
        const userId = session.user.id;
        const wrongCode = hotp(key, step + 1) === '000000' ? '111111' : '000000';
        // A wrong code, no code, the used-up activation code, or a right code with a wrong password: refused alike, nothing deleted.
        await expect(deleteAccount({ userId, password, code: wrongCode })).rejects.toMatchObject(refused);
        await expect(deleteAccount({ userId, password })).rejects.toMatchObject(refused);
        await expect(deleteAccount({ userId, password, code: hotp(key, step) })).rejects.toMatchObject(refused);
        await expect(deleteAccount({ userId, password: 'not-the-password', code: hotp(key, step + 1) })).rejects.toMatchObject(refused);
        await stillThere(user);
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: true });

        await expect(deleteAccount({ userId, password, code: ` ${hotp(key, step + 1)} ` })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.get-user', { userId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
        await expect(bus.request('identity.sign-in', { email, password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
        await expect(bus.request('identity.refresh', { refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        const [deleted] = await pollUntil(() => eventsOf('user.deleted', userId).length && eventsOf('user.deleted', userId));
        expect(Object.keys(deleted!.data).sort()).toEqual(['deletedAt', 'userId']);
        await pollUntil(() => eventsOf('sessions.revoked', userId).some((e) => e.data.reason === 'account-deleted'));
      });

      it('deletes an account without a password (professional-network sign-up) from a recent sign-in only', async () => {
        const { email, userId, sessionId } = await networkAccount('delete');
        await signedInMinutesAgo(sessionId, 16);
        await expect(deleteAccount({ userId, sessionId })).rejects.toMatchObject(notRecent);
        await expect(deleteAccount({ userId })).rejects.toMatchObject(notRecent);
        await expect(bus.request('identity.get-user', { userId })).resolves.toMatchObject({ email });
        expect(eventsOf('user.deleted', userId)).toEqual([]);
        await signedInMinutesAgo(sessionId, 1);
        await expect(deleteAccount({ userId, sessionId })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.get-user', { userId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });

      it('deletes a two-factor account with a recovery code instead of an authenticator code', async () => {
        const { password, session, recoveryCodes } = await enrolled();
        await expect(deleteAccount({ userId: session.user.id, password, code: recoveryCodes[3]!.toUpperCase() })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.get-user', { userId: session.user.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });

      it('counts wrong passwords against the sign-in limits: after 5 from one address that address is locked out of deletion and sign-in', async () => {
        const user = await signUp();
        const userId = user.session.user.id;
        const ip = '203.0.113.60';
        for (let i = 0; i < 5; i += 1) await expect(deleteAccount({ userId, password: `wrong-${i}`, ip })).rejects.toMatchObject(refused);
        // The right password no longer helps from there: refused before it is checked, and nothing is deleted.
        const locked = (await deleteAccount({ userId, password: user.password, ip }).catch((error: unknown) => error)) as { code: string; message: string; details?: { retryAfterSeconds?: number } };
        expect(locked).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again later.' });
        expect(locked.details?.retryAfterSeconds).toBeGreaterThan(0);
        expect(locked.details?.retryAfterSeconds).toBeLessThanOrEqual(900);
        await expect(bus.request('identity.sign-in', { email: user.email, password: user.password, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await stillThere(user);
        // The lock is that account's from that address only: the owner deletes from their own.
        await expect(deleteAccount({ userId, password: user.password, ip: '198.51.100.60' })).resolves.toEqual({ ok: true });
        await expect(bus.request('identity.get-user', { userId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });

      it('counts wrong codes too: 5 wrong authenticator codes (right password) lock deletion from that address', async () => {
        const user = await enrolled();
        const userId = user.session.user.id;
        const ip = '203.0.113.61';
        const fresh = hotp(user.key, user.step + 1);
        for (let i = 0; i < 5; i += 1) {
          const code = String(100000 + i);
          await expect(deleteAccount({ userId, password: user.password, code: code === fresh ? '999999' : code, ip })).rejects.toMatchObject(refused);
        }
        await expect(deleteAccount({ userId, password: user.password, code: fresh, ip })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
        await stillThere(user);
      });

      it('deletes with the right password after 4 wrong ones from one address (the fifth try, counted as it began, is taken back)', async () => {
        const user = await signUp();
        const userId = user.session.user.id;
        const ip = '203.0.113.62';
        for (let i = 0; i < 4; i += 1) await expect(deleteAccount({ userId, password: `wrong-${i}`, ip })).rejects.toMatchObject(refused);
        await expect(deleteAccount({ userId, password: user.password, ip })).resolves.toEqual({ ok: true });
        // The account's own counts went with it; the address keeps its 4 failures, not 5.
        const db = service.app.get<AppDatabase>(DATABASE);
        const account = user.email.toLowerCase();
        const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, [`pair:${account}|${ip}`, `account:${account}`, `address:${ip}`]));
        expect(rows.map(({ key, failures, lockedUntil }) => ({ key, failures, lockedUntil }))).toEqual([{ key: `address:${ip}`, failures: 4, lockedUntil: null }]);
      });
    });

    describe('OpenID Connect sign-in', () => {
      it('creates a beneficiary linked to issuer + subject with the network data, and finds it again', async () => {
        const email = makeUser().email;
        const request = { issuer: 'https://id.example.test', subject: `sub-${Date.now()}`, email, emailVerified: true, fullName: 'Amina Okafor', metadata: { linkedin: { headline: 'Grid Engineer', experience: '6 years HV substations' } } };
        const first = await bus.request('identity.oidc-sign-in', request);
        expect(first).toMatchObject({ created: true, user: { email, fullName: 'Amina Okafor', roles: ['beneficiary'] } });
        const second = await bus.request('identity.oidc-sign-in', { ...request, metadata: { linkedin: { headline: 'Senior Grid Engineer', experience: '7 years' } } });
        expect(second).toMatchObject({ created: false, user: { id: first.user.id } });
        await expect(bus.request('identity.get-user', { userId: first.user.id })).resolves.toMatchObject({ metadata: { linkedin: { headline: 'Senior Grid Engineer' } } });
        await pollUntil(() => eventsOf('user.signed-in', first.user.id).filter((e) => e.data.method === 'oidc').length === 2);
        await pollUntil(() => eventsOf('user.registered', first.user.id).length === 1);
      });

      const network = (email: string, subject = `sub-${Math.random().toString(36).slice(2)}`) => ({ issuer: 'https://id.example.test', subject, email, emailVerified: true });

      it("takes over an account whose address was never proven: the pre-registered password stops working and that account's sessions end", async () => {
        // Someone signs up with the victim's address first (nothing checks it with EMAIL_CONFIRMATION off).
        const squatter = await signUp();
        const userId = squatter.session.user.id;
        const victim = asSession(await bus.request('identity.oidc-sign-in', network(squatter.email)));
        // The owner of the address gets the account, not a new one; the squatter's password and sessions are gone.
        expect(victim).toMatchObject({ created: false, user: { id: userId, email: squatter.email } });
        await expect(bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
        await expect(bus.request('identity.refresh', { refreshToken: squatter.session.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
        await expect(bus.request('identity.session-active', { userId, sessionId: sidOf(squatter.session.accessToken) })).resolves.toEqual({ active: false });
        await expect(bus.request('identity.session-active', { userId, sessionId: sidOf(victim.accessToken) })).resolves.toEqual({ active: true });
        await pollUntil(() => eventsOf('sessions.revoked', userId).length === 1);
        // The address is proven now: the owner sets a password on the session (none to give) and signs in with it.
        await bus.request('identity.update-password', { userId, sessionId: sidOf(victim.accessToken), password: 'owner-chosen-secret' });
        await expect(bus.request('identity.sign-in', { email: squatter.email, password: 'owner-chosen-secret' })).resolves.toHaveProperty('accessToken');
      });

      it('keeps the password of an account whose address is proven when the network identity joins it', async () => {
        const email = makeUser().email;
        const first = asSession(await bus.request('identity.oidc-sign-in', network(email)));
        await bus.request('identity.update-password', { userId: first.user.id, sessionId: sidOf(first.accessToken), password: 'proven-owner-secret' });
        const other = asSession(await bus.request('identity.sign-in', { email, password: 'proven-owner-secret' }));
        // Another subject with the same verified address (a second provider, say) joins the same account.
        const joined = asSession(await bus.request('identity.oidc-sign-in', { ...network(email), issuer: 'https://other-id.example.test' }));
        expect(joined).toMatchObject({ created: false, user: { id: first.user.id } });
        await expect(bus.request('identity.sign-in', { email, password: 'proven-owner-secret' })).resolves.toHaveProperty('accessToken');
        await expect(bus.request('identity.refresh', { refreshToken: other.refreshToken })).resolves.toHaveProperty('accessToken');
      });

      it('asks an account with two-factor sign-in for its code, as a password sign-in does, whether joined by email or already linked', async () => {
        const { email, session, key, step, recoveryCodes } = await enrolled();
        const request = network(email);
        const challenged = await bus.request('identity.oidc-sign-in', request);
        expect(challenged).toMatchObject({ mfaRequired: true, user: { id: session.user.id } });
        expect(challenged).not.toHaveProperty('accessToken');
        const { mfaToken } = challenged as { mfaToken: string };
        await expect(bus.request('identity.verify-mfa', { mfaToken, code: '000000' === hotp(key, step + 1) ? '111111' : '000000' })).rejects.toMatchObject({ message: 'Invalid verification code' });
        const verified = await bus.request('identity.verify-mfa', { mfaToken, code: hotp(key, step + 1) });
        expect(verified.user.id).toBe(session.user.id);
        expect(await amrOf(verified.accessToken)).toEqual(['pwd', 'otp']);

        // Now linked to the network identity: found by it, and still asked.
        const again = await bus.request('identity.oidc-sign-in', request);
        expect(again).toMatchObject({ mfaRequired: true, user: { id: session.user.id } });
        await expect(bus.request('identity.verify-mfa', { mfaToken: (again as { mfaToken: string }).mfaToken, code: recoveryCodes[0]! })).resolves.toHaveProperty('accessToken');
      });

      it("ends a squatter's open code challenge when the address's owner takes the account over", async () => {
        // The squatter turned two-factor sign-in on with an authenticator of theirs and holds a challenge from their password:
        // an account from before set-up needed a proven address, made here by taking the proof back.
        const squatter = await enrolled();
        await service.app.get<AppDatabase>(DATABASE).update(users).set({ emailConfirmedAt: null }).where(eq(users.id, squatter.session.user.id));
        const open = ((await bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })) as { mfaToken: string }).mfaToken;
        const owner = await bus.request('identity.oidc-sign-in', network(squatter.email));
        expect(owner).toMatchObject({ mfaRequired: true });
        await expect(bus.request('identity.verify-mfa', { mfaToken: open, code: hotp(squatter.key, squatter.step + 1) })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your sign-in has expired. Please sign in again.' });
        await expect(bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })).rejects.toMatchObject({ message: 'Invalid email or password' });
      });

      it('refuses an address the provider has not verified: it neither makes an account nor joins one', async () => {
        const unverified = (email: string) => ({ ...network(email), emailVerified: false });
        const fresh = makeUser().email;
        await expect(bus.request('identity.oidc-sign-in', unverified(fresh))).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'The provider has not verified this email address' });
        await expect(signUp('beneficiary', { email: fresh })).resolves.toMatchObject({ email: fresh });
        // An account whose address was never proven is not claimed either: its password still works, and nothing links.
        const existing = await signUp();
        const attempt = unverified(existing.email);
        await expect(bus.request('identity.oidc-sign-in', attempt)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
        await expect(bus.request('identity.sign-in', { email: existing.email, password: existing.password })).resolves.toHaveProperty('accessToken');
        const db = service.app.get<AppDatabase>(DATABASE);
        expect(await db.select().from(externalIdentities).where(eq(externalIdentities.userId, existing.session.user.id))).toEqual([]);
      });

    });

    describe('the me read kept in memory (UserCache)', () => {
      const getUser = (on: InProcessBus, userId: string) => on.request('identity.get-user', { userId });

      it('answers anew after any change to the account, its role or its role requests, even one made outside the service', async () => {
        const { session } = await signUp();
        const userId = session.user.id;
        await getUser(bus, userId);
        await getUser(bus, userId); // kept now
        const db = service.app.get<AppDatabase>(DATABASE);
        // Straight to the tables, as an operator or a migration would: only the triggers' notifications can tell.
        await db.update(users).set({ fullName: 'Renamed Outside' }).where(eq(users.id, userId));
        await pollUntil(async () => (await getUser(bus, userId)).fullName === 'Renamed Outside', { timeoutMs: 2000, description: 'the new name' });
        await db.insert(roleRequests).values({ userId, role: 'partner' });
        await pollUntil(async () => (await getUser(bus, userId)).pendingRole === 'partner', { timeoutMs: 2000, description: 'the pending request' });
        await db.delete(roleRequests).where(eq(roleRequests.userId, userId));
        await pollUntil(async () => (await getUser(bus, userId)).pendingRole === null, { timeoutMs: 2000, description: 'no pending request' });
        await db.execute(sql`update identity.user_roles set role = 'admin' where user_id = ${userId}`);
        await pollUntil(async () => (await getUser(bus, userId)).roles.includes('admin'), { timeoutMs: 2000, description: 'the new role' });
      });

      it('answers a change made through the service at once', async () => {
        const { session, password } = await provenSignUp();
        const userId = session.user.id;
        await expect(getUser(bus, userId)).resolves.toMatchObject({ mfaEnabled: false });
        const { secret } = await bus.request('identity.totp-enroll', { userId });
        await bus.request('identity.totp-activate', { userId, code: hotp(base32Decode(secret), currentStep()), currentPassword: password });
        await expect(getUser(bus, userId)).resolves.toMatchObject({ mfaEnabled: true });
      });
    });

    describe('event contracts', () => {
      it('publishes every user.* and role.* event as a valid, versioned envelope of its schema', async () => {
        await signUp('partner');
        await pollUntil(() => ['user.registered', 'role.requested', 'role.decided', 'user.signed-in'].every((s) => seen.some((e) => e.type === s)));
        for (const event of seen) {
          const subject = event.type as EventSubject;
          expect(event.version).toBe(eventSchemas[subject].version);
          expect(event.correlationId).toEqual(expect.any(String));
          expect(() => eventSchemas[subject].schema.parse(event.data)).not.toThrow();
          // Secrets never travel in events.
          expect(Object.keys(event.data).join(',')).not.toMatch(/password|token|secret|hash/i);
        }
      });
    });
  });
}

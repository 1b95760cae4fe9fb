import 'reflect-metadata';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { makeUser, pollUntil, useApp } from '@ecp/testing';
import { embeddedApp } from './embedded-app.js';
import { MY_BADGES, ME, SIGN_IN, SIGN_UP } from './skeleton.operations.js';

/** The walking skeleton in embedded mode: one process, in-process bus, PGlite, real HTTP. */
describe('walking skeleton (embedded mode)', () => {
  const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '' };
  const bus = new InProcessBus();
  const awarded: TypedEvent<'badge.awarded'>[] = [];

  const app = useApp(embeddedApp(env, bus));

  beforeAll(async () => {
    await bus.subscribe('badge.awarded', async (event) => void awarded.push(event), { durable: 'test-badge-awarded' });
  });

  it('reports ready on /health once the bus and every database answer', async () => {
    const res = await fetch(`${app.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', bus: true, services: { identity: true, gamification: true } });
    // The gateway's own readiness (Kubernetes' probe): its bus, not every service.
    const own = await fetch(`${app.url}/health/ready`);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ status: 'ok', bus: true });
  });

  it('signs up, signs in and awards first_login ("Welcome!") exactly once', async () => {
    const user = makeUser();
    const signUp = await app.graphql<{ signUp: { accessToken: string; user: { id: string; roles: string[] } } }>(SIGN_UP, {
      input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' },
    });
    expect(signUp.errors).toBeUndefined();
    const userId = signUp.data!.signUp.user.id;
    expect(signUp.data!.signUp.user.roles).toEqual(['beneficiary']);

    const signIn = await app.graphql<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(signIn.errors).toBeUndefined();
    const token = signIn.data!.signIn.accessToken;

    const me = await app.graphql<{ me: { id: string; email: string } }>(ME, {}, token);
    expect(me.data?.me).toMatchObject({ id: userId, email: user.email });

    const badges = await pollUntil(async () => {
      const result = await app.graphql<{ myBadges: { badgeType: string; name: string; earnedDate: string | null }[] }>(MY_BADGES, {}, token);
      return result.data?.myBadges.find((b) => b.badgeType === 'first_login' && b.earnedDate) ? result.data.myBadges : null;
    }, { timeoutMs: 10_000 });
    expect(badges).toHaveLength(9);
    expect(badges.find((b) => b.badgeType === 'first_login')).toMatchObject({ name: 'Welcome!' });

    // The same fact delivered again (a redelivery, and a replay under a new id) awards nothing more.
    const replay = createEvent('user.registered', {
      userId, email: user.email, fullName: user.fullName, requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString(),
    }, { correlationId: 'replay' });
    await bus.publish(replay);
    await bus.publish(replay);
    await pollUntil(() => awarded.length >= 1, { timeoutMs: 5000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(awarded.filter((e) => e.data.userId === userId && e.data.badgeType === 'first_login')).toHaveLength(1);
    const after = await app.graphql<{ myBadges: { badgeType: string; earnedDate: string | null }[] }>(MY_BADGES, {}, token);
    expect(after.data!.myBadges.filter((b) => b.earnedDate)).toHaveLength(1);
  });

  it('rejects a wrong password and an unauthenticated badge query with clear messages', async () => {
    const user = makeUser();
    await app.graphql(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'grad' } });
    const wrong = await app.graphql(SIGN_IN, { input: { email: user.email, password: 'not-the-password' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    const anonymous = await app.graphql(MY_BADGES);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a duplicate email and a short password, changing nothing', async () => {
    const user = makeUser();
    await app.graphql(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'school' } });
    const duplicate = await app.graphql(SIGN_UP, { input: { ...user, email: user.email.toUpperCase(), role: 'beneficiary', beneficiaryType: 'school' } });
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'An account with this email already exists' });
    const short = await app.graphql(SIGN_UP, { input: { ...makeUser(), password: '12345', role: 'beneficiary', beneficiaryType: 'school' } });
    expect(short.errors?.[0]).toMatchObject({ message: 'Password must be at least 6 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('serves Prometheus metrics including request timings', async () => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{.*route="\/graphql"/);
  });
});

import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import type { InProcessBus } from '@ecp/messaging';
import { describeWithServer, makeUser } from '@ecp/testing';
import { identityReplicas } from '../../test/replicas.js';

const SLOWDOWN_MS = 250;
const MAX_WAIT_MS = 1000;
const env = {
  JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij',
  LOGIN_MAX_FAILURES_PER_IP: '3',
  LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
  LOGIN_SLOWDOWN_MAX_WAIT_MS: String(MAX_WAIT_MS),
};

interface Outcome { code: string; message: string; retryAfterSeconds?: number; at: number }

/**
 * An address over LOGIN_MAX_FAILURES_PER_IP gets one password check per LOGIN_SLOWDOWN_MS, however many requests it
 * sends at once and to whichever replica: the slots are handed out by the database, so parallel requests queue up
 * behind each other (up to LOGIN_SLOWDOWN_MAX_WAIT_MS) instead of all sleeping the same second side by side.
 */
await describeWithServer('postgres', 'sign-in slowdown of one address across identity replicas (PostgreSQL)', () => {
  const { buses } = identityReplicas(env);

  const attempt = async (bus: InProcessBus, email: string, password: string, ip: string, started: number): Promise<Outcome> => {
    try {
      await bus.request('identity.sign-in', { email, password, ip });
      return { code: 'OK', message: '', at: Date.now() - started };
    } catch (error) {
      const { code, message, details } = error as { code: string; message: string; details?: { retryAfterSeconds?: number } };
      return { code, message, ...(details?.retryAfterSeconds !== undefined ? { retryAfterSeconds: details.retryAfterSeconds } : {}), at: Date.now() - started };
    }
  };

  it('checks one password per LOGIN_SLOWDOWN_MS from an over-limit address, 20 parallel guesses on two replicas alike', async () => {
    const ip = '203.0.113.150';
    const [first, second] = buses as [InProcessBus, InProcessBus];
    for (let i = 0; i < 3; i += 1) await expect(first.request('identity.sign-in', { email: `nobody-${i}@example.test`, password: 'guess-123', ip })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // Let the slot the last failure might have taken pass.
    await new Promise((resolve) => setTimeout(resolve, SLOWDOWN_MS));

    // Password spraying: 20 accounts at once, half through each replica.
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? second : first, `spray-${i}@example.test`, 'Summer2025!', ip, started)));
    const checked = outcomes.filter((o) => o.code === 'UNAUTHENTICATED').sort((a, b) => a.at - b.at);
    const refused = outcomes.filter((o) => o.code === 'RATE_LIMITED');
    // One slot now and one per SLOWDOWN_MS within MAX_WAIT_MS of each request's arrival (the 20 reach the database
    // over a few hundred milliseconds): a handful are checked, the rest refused before any password is verified,
    // with the usual message and a time to retry.
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(MAX_WAIT_MS / SLOWDOWN_MS + 4);
    expect(checked.length + refused.length).toBe(20);
    // Not all at once: within the first second at most one check per SLOWDOWN_MS.
    expect(checked.filter((o) => o.at < 1000).length).toBeLessThanOrEqual(1000 / SLOWDOWN_MS + 1);
    for (const o of refused) {
      expect(o.message).toBe('Too many sign-in attempts. Please try again later.');
      expect(o.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(o.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil((MAX_WAIT_MS + 3 * SLOWDOWN_MS) / 1000));
    }
    // The checks were spread one slot apart, not run side by side.
    expect(checked.at(-1)!.at).toBeGreaterThanOrEqual((checked.length - 1) * SLOWDOWN_MS - 50);
  }, 30_000);

  it('still lets the accounts behind the address sign in, only slowed down; other addresses are not slowed', async () => {
    const ip = '203.0.113.151';
    const [first, second] = buses as [InProcessBus, InProcessBus];
    const user = makeUser();
    await first.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
    for (let i = 0; i < 3; i += 1) await expect(first.request('identity.sign-in', { email: `nobody-${i}@example.test`, password: 'guess-123', ip })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // One after another on alternating replicas: each waits for its slot, none is refused, the right password works.
    const started = Date.now();
    for (let i = 0; i < 4; i += 1) {
      const outcome = await attempt(i % 2 ? second : first, user.email, i === 3 ? user.password : `wrong-${i}-x`, ip, started);
      expect(outcome.code).toBe(i === 3 ? 'OK' : 'UNAUTHENTICATED');
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * SLOWDOWN_MS - 50);

    // Another address is not queued behind this one: with three of this address's checks waiting for their slots, a
    // sign-in from elsewhere is answered before the last of them (an order, not a time: CI machines are slow).
    const queued = [0, 1, 2].map((i) => attempt(first, user.email, `wrong-again-${i}`, ip, started));
    const elsewhere = await second.request('identity.sign-in', { email: user.email, password: user.password, ip: '198.51.100.151' }).then((session) => ({ session, at: Date.now() - started }));
    expect(elsewhere.session).toHaveProperty('accessToken');
    const last = Math.max(...(await Promise.all(queued)).map((outcome) => outcome.at));
    expect(elsewhere.at).toBeLessThan(last);
  }, 30_000);
});

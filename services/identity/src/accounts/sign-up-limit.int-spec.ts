import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { makeUser } from '@ecp/testing';
import { identityService } from '../index.js';

const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many sign-ups from your network. Please try again later.' };

/**
 * One client network gets SIGN_UP_MAX_PER_IP sign-up attempts in SIGN_UP_IP_WINDOW_SECONDS, taken addresses included
 * (without confirmation mails a sign-up says an address is taken, so each attempt is a lookup): then RATE_LIMITED, and
 * nothing is created. Other networks are not affected.
 */
describe('sign-up limit per client network (PGlite)', () => {
  const bus = new InProcessBus();
  let service: RunningService;
  const signUp = (user: ReturnType<typeof makeUser>, ip: string) => bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad', ip });

  beforeAll(async () => {
    await bus.start();
    service = await startService(identityService, { bus, database: { engine: 'pglite' }, env: { JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij', SIGN_UP_MAX_PER_IP: '3' } });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await bus.close();
  });

  it('refuses the attempt after the limit from one network, creates nothing then, and lets other networks sign up', async () => {
    const ip = '203.0.113.77';
    const first = makeUser();
    await expect(signUp(first, ip)).resolves.toHaveProperty('accessToken');
    await expect(signUp(makeUser(), ip)).resolves.toHaveProperty('accessToken');
    // Asking about a taken address counts too.
    await expect(signUp(first, ip)).rejects.toMatchObject({ code: 'CONFLICT' });

    const late = makeUser();
    const refused = (await signUp(late, ip).catch((error: unknown) => error)) as { code: string; message: string; details?: { retryAfterSeconds?: number } };
    expect(refused).toMatchObject(RATE_LIMITED);
    expect(refused.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.details?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    await expect(signUp(first, ip)).rejects.toMatchObject(RATE_LIMITED);
    await expect(bus.request('identity.sign-in', { email: late.email, password: late.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    // The same person from another network (an IPv6 /64 counts as one network, an IPv4 address as itself).
    await expect(signUp(late, '2001:db8:5:6::1')).resolves.toHaveProperty('accessToken');
    await expect(signUp(makeUser(), '2001:db8:5:6::2')).resolves.toHaveProperty('accessToken');
    await expect(signUp(makeUser(), '2001:db8:5:6:ffff::3')).resolves.toHaveProperty('accessToken');
    await expect(signUp(makeUser(), '2001:db8:5:6::4')).rejects.toMatchObject(RATE_LIMITED);
  }, 30_000);

  it('refuses a made-up password reset link as an invalid one', async () => {
    await expect(bus.request('identity.update-password', { resetToken: 'x'.repeat(43), password: 'a-new-password-1' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import type { InProcessBus } from '@ecp/messaging';
import { describeWithServer, makeUser } from '@ecp/testing';
import { identityReplicas } from '../../test/replicas.js';

const MAX_PER_ACCOUNT = 5;
const MAX_PER_ACCOUNT_ALL_ADDRESSES = 8;
const env = {
  JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: String(MAX_PER_ACCOUNT_ALL_ADDRESSES),
};
const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

/**
 * Guesses sent side by side, to two replicas on one PostgreSQL database: every attempt counts against its limits
 * before its password is verified, so no more passwords are checked than the limits allow, however many arrive
 * at once and wherever they land.
 */
await describeWithServer('postgres', 'sign-in limits under parallel guesses across identity replicas (PostgreSQL)', () => {
  const { buses } = identityReplicas(env);

  const signIn = (bus: InProcessBus, email: string, password: string, ip: string) => bus.request('identity.sign-in', { email, password, ip }).then(
    () => ({ code: 'OK', message: '' }),
    (error: unknown) => error as { code: string; message: string },
  );
  const signUp = async () => {
    const user = makeUser();
    await buses[0].request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
    return user;
  };

  it('checks 5 of 30 wrong passwords for one account from one address, sent at once to two replicas', async () => {
    const { email, password } = await signUp();
    const ip = '203.0.113.180';
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(buses[i % 2]!, email, `parallel-guess-${i}`, ip)));
    expect(outcomes.filter((o) => o.code === 'UNAUTHENTICATED' && o.message === 'Invalid email or password')).toHaveLength(MAX_PER_ACCOUNT);
    expect(outcomes.filter((o) => o.code === 'RATE_LIMITED' && o.message === TOO_MANY_ATTEMPTS)).toHaveLength(30 - MAX_PER_ACCOUNT);
    // Locked from there, on both replicas, even for the right password; another address still signs in.
    for (const bus of buses) expect(await signIn(bus, email, password, ip)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await signIn(buses[1], email, password, '198.51.100.180')).toMatchObject({ code: 'OK' });
  }, 30_000);

  it('checks 8 of 30 wrong passwords for one account from 30 addresses, sent at once to two replicas', async () => {
    const { email, password } = await signUp();
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(buses[i % 2]!, email, `spread-guess-${i}`, `203.0.113.${i + 200}`)));
    expect(outcomes.filter((o) => o.code === 'UNAUTHENTICATED')).toHaveLength(MAX_PER_ACCOUNT_ALL_ADDRESSES);
    expect(outcomes.filter((o) => o.code === 'RATE_LIMITED' && o.message === TOO_MANY_ATTEMPTS)).toHaveLength(30 - MAX_PER_ACCOUNT_ALL_ADDRESSES);
    // Locked for an address it never signed in from, even with the right password.
    expect(await signIn(buses[0], email, password, '198.51.100.181')).toMatchObject({ code: 'RATE_LIMITED' });
  }, 30_000);
});

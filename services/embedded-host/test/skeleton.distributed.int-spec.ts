import { expect, it } from '@jest/globals';
import { describeWithServer, makeUser, pollUntil, useApp } from '@ecp/testing';
import { distributedApp } from './cluster-app.js';
import { MY_BADGES, SIGN_IN, SIGN_UP } from './skeleton.operations.js';

/**
 * The walking skeleton in distributed mode: each service and the gateway its own process (the built
 * dist, as `npm test` builds first), real NATS JetStream and PostgreSQL, isolated by a fresh database
 * and a subject prefix (hence streams) of its own.
 */
await describeWithServer(['postgres', 'nats'], 'walking skeleton (distributed mode)', () => {
  const app = useApp(distributedApp());

  it('every service reports ready through the gateway', async () => {
    const res = await fetch(`${app.url}/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', bus: true, services: { identity: true, profile: true, skills: true, assessment: true, training: true, gamification: true } });
  });

  it('signs up over NATS and PostgreSQL, and the gamification process awards first_login once', async () => {
    const user = makeUser();
    const signUp = await app.graphql<{ signUp: { user: { id: string } } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'undergrad' } });
    expect(signUp.errors).toBeUndefined();
    const signIn = await app.graphql<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: user.email, password: user.password } });
    const token = signIn.data!.signIn.accessToken;
    const earned = await pollUntil(async () => {
      const result = await app.graphql<{ myBadges: { badgeType: string; name: string; earnedDate: string | null }[] }>(MY_BADGES, {}, token);
      return result.data?.myBadges.filter((b) => b.earnedDate).length ? result.data.myBadges.filter((b) => b.earnedDate) : null;
    }, { timeoutMs: 15_000 });
    expect(earned).toEqual([expect.objectContaining({ badgeType: 'first_login', name: 'Welcome!' })]);
  });
});


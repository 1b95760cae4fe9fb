import { expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createTempPostgresDatabase, describeWithServer, makeUser, pollUntil, testNatsUrl, useApp } from '@ecp/testing';
import { startCluster } from '../../scripts/cluster.mjs';
import { deleteStreams } from './nats-streams.js';
import { MY_BADGES, SIGN_IN, SIGN_UP } from './skeleton.operations.js';

/**
 * The walking skeleton in distributed mode: each service and the gateway its own process (the built
 * dist, as `npm test` builds first), real NATS JetStream and PostgreSQL, isolated by a fresh database
 * and a subject prefix (hence streams) of its own.
 */
await describeWithServer(['postgres', 'nats'], 'walking skeleton (distributed mode)', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const app = useApp(async () => {
    const database = await createTempPostgresDatabase();
    const cluster = await startCluster({
      env: { DATABASE_URL: database.url, NATS_URL: testNatsUrl(), BUS_PREFIX: prefix, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      quiet: true,
    }).catch(async (error) => {
      await database.drop();
      throw error;
    });
    return {
      url: cluster.url,
      async close() {
        await cluster.stop();
        await database.drop();
        await deleteStreams(prefix);
      },
    };
  });

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


import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { TypedEvent } from '@ecp/contracts';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { openSharedPglite } from '@ecp/database';
import { graphqlClient, makeUser, pollUntil } from '@ecp/testing';
import { embeddedBus, startEmbeddedServices } from '../src/embedded.js';

const CVS = join(import.meta.dirname, '../../assessment/test/cvs');
const EARNED = `query { myBadges { badgeType earnedDate } }`;
const DASHBOARD = `query { dashboard { stats { totalSkills careerInterests profileCompleteness } } }`;

/** The app in embedded mode on a data dir that survives restarts (one PGlite, a schema per service, in DATA_DIR/pglite). */
async function start(dataDir: string) {
  const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', DATA_DIR: dataDir };
  const bus = embeddedBus('backfill');
  await bus.start();
  const awarded: TypedEvent<'badge.awarded'>[] = [];
  await bus.subscribe('badge.awarded', async (event) => void awarded.push(event), { durable: 'test-badge-awarded' });
  const services = await startEmbeddedServices(bus, dataDir, env);
  const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
  await gateway.listen(0, '127.0.0.1');
  const url = await gateway.getUrl();
  return {
    url,
    awarded,
    graphql: graphqlClient(url),
    services,
    async close() {
      await gateway.close();
      await services.close();
      await bus.close();
    },
  };
}

/**
 * A deployment that adds the gamification service (or this version of it) on existing data: the other services'
 * data stays, the gamification database is new and the events are gone (embedded mode keeps none across restarts).
 * The backfill reads the services' snapshots and awards what already holds, once.
 */
describe('badges backfill on existing data (embedded mode)', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('awards the badges a user already qualifies for when the service starts on a new database, and only once', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-backfill-'));
    const before = await start(dataDir);
    const user = makeUser();
    let token: string;
    try {
      const signUp = await before.graphql<{ signUp: { accessToken: string } }>(`mutation S($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } });
      token = signUp.data!.signUp.accessToken;
      await pollUntil(async () => (await before.graphql<{ myProfile: { fullName: string | null } }>('query { myProfile { fullName } }', {}, token)).data?.myProfile.fullName, { timeoutMs: 10_000 });
      for (let i = 0; i < 10; i += 1) {
        const added = await before.graphql(`mutation A($input: AddSkillInput!) { addSkill(input: $input) { id } }`, { input: { skillName: `Backfill skill ${i}` } }, token);
        expect(added.errors).toBeUndefined();
      }
      const paths = (await before.graphql<{ careerPaths: { id: string }[] }>('query { careerPaths { id } }', {}, token)).data!.careerPaths;
      for (const path of paths.slice(0, 5)) await before.graphql(`mutation T($id: ID!) { toggleCareerInterest(careerPathId: $id, interested: false) { interestCount } }`, { id: path.id }, token);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await (await import('node:fs/promises')).readFile(join(CVS, '02-solar-pv-installer.txt')))]), 'cv.txt');
      expect((await fetch(`${before.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      await pollUntil(async () => ((await before.graphql<{ myBadges: { earnedDate: string | null }[] }>(EARNED, {}, token)).data?.myBadges.filter((b) => b.earnedDate).length ?? 0) >= 4, {
        timeoutMs: 20_000, description: 'the badges from the events',
      });
    } finally {
      await before.close();
    }
    const expected = ['career_explorer', 'cv_uploaded', 'first_login', 'skill_collector'];

    // The new deployment: the gamification database starts empty, no events are replayed.
    const database = await openSharedPglite(join(dataDir, 'pglite'));
    await database.client.exec('drop schema gamification cascade');
    await database.close();
    const after = await start(dataDir);
    try {
      const refreshed = await after.graphql<{ signIn: { accessToken: string } }>(`mutation S($input: SignInInput!) { signIn(input: $input) { accessToken } }`, { input: { email: user.email, password: user.password } });
      token = refreshed.data!.signIn.accessToken;
      const earned = await pollUntil(async () => {
        const badges = (await after.graphql<{ myBadges: { badgeType: string; earnedDate: string | null }[] }>(EARNED, {}, token)).data?.myBadges.filter((b) => b.earnedDate).map((b) => b.badgeType).sort();
        return badges && badges.length >= 4 ? badges : null;
      }, { timeoutMs: 20_000, description: 'the badges from the backfill' });
      expect(earned).toEqual(expected);
      const { stats } = (await after.graphql<{ dashboard: { stats: { totalSkills: number; careerInterests: number } } }>(DASHBOARD, {}, token)).data!.dashboard;
      expect(stats).toMatchObject({ careerInterests: 5 });
      expect(stats.totalSkills).toBeGreaterThanOrEqual(10);
      await pollUntil(() => after.awarded.length >= 4, { timeoutMs: 5000 });
      process.stdout.write(`[backfill embedded] badges before ${expected.length}, after a new gamification database ${earned.length}, badge.awarded ${after.awarded.length}\n`);
    } finally {
      await after.close();
    }

    // A restart after a completed backfill: nothing awarded again.
    const again = await start(dataDir);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(again.awarded).toHaveLength(0);
      const badges = (await again.graphql<{ myBadges: { earnedDate: string | null }[] }>(EARNED, {}, token)).data!.myBadges.filter((b) => b.earnedDate);
      expect(badges).toHaveLength(4);
    } finally {
      await again.close();
    }
    // Three starts of seven services on PGlite data dirs take longer than a test's default budget.
  }, 300_000);
});

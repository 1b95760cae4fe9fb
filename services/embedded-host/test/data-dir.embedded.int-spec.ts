import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openDatabase, openSharedPglite } from '@ecp/database';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { graphqlClient, makeUser } from '@ecp/testing';
import { allServices, embeddedBus, startEmbeddedServices } from '../src/embedded.js';

const SKILLS = `query { mySkills { skillName } }`;
const SIGN_IN = `mutation S($input: SignInInput!) { signIn(input: $input) { accessToken } }`;

async function start(dataDir: string) {
  const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', DATA_DIR: dataDir };
  const bus = embeddedBus('data-dir');
  await bus.start();
  const services = await startEmbeddedServices(bus, dataDir, env);
  const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
  await gateway.listen(0, '127.0.0.1');
  return {
    graphql: graphqlClient(await gateway.getUrl()),
    async close() {
      await gateway.close();
      await services.close();
      await bus.close();
    },
  };
}

/**
 * What an earlier version left: one PGlite per service under DATA_DIR/db/<service>, made as that version made them
 * (the service's migrations in a PGlite of its own), holding the rows of the shared database's schema.
 */
async function splitIntoPerServiceDatabases(dataDir: string): Promise<void> {
  const shared = await openSharedPglite(join(dataDir, 'pglite'));
  try {
    for (const { name, migrationsFolder } of allServices) {
      const own = await openSharedPglite(join(dataDir, 'db', name));
      await openDatabase({ engine: 'pglite', shared: own, schemaName: name, migrationsFolder });
      const tables = (await shared.client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = $1 and tablename <> '__drizzle_migrations'`, [name])).rows;
      try {
        for (const table of tables) {
          const out = await shared.client.query(`copy "${name}"."${table.name}" to '/dev/blob'`);
          await own.client.exec(`set session_replication_role = replica; delete from "${name}"."${table.name}"`);
          if (out.blob) await own.client.query(`copy "${name}"."${table.name}" from '/dev/blob'`, [], { blob: out.blob });
        }
      } finally {
        await own.close();
      }
    }
  } finally {
    await shared.close();
  }
  await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
}

describe('embedded data dir (one PGlite, a schema per service)', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('imports the per-service databases of an earlier version once, and keeps working across restarts', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-data-dir-'));
    const user = makeUser();
    const first = await start(dataDir);
    try {
      const signUp = await first.graphql<{ signUp: { accessToken: string } }>(`mutation S($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, {
        input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' },
      });
      const token = signUp.data!.signUp.accessToken;
      const added = await first.graphql(`mutation A($input: AddSkillInput!) { addSkill(input: $input) { id } }`, { input: { skillName: 'Grid balancing' } }, token);
      expect(added.errors).toBeUndefined();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const signInAndReadSkills = async (app: Awaited<ReturnType<typeof start>>) => {
      const signIn = await app.graphql<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: user.email, password: user.password } });
      expect(signIn.errors).toBeUndefined();
      const skills = await app.graphql<{ mySkills: { skillName: string }[] }>(SKILLS, {}, signIn.data!.signIn.accessToken);
      return skills.data!.mySkills.map((skill) => skill.skillName);
    };

    // (A plain restart on the same data dir is the last start below.)
    // The layout of an earlier version: imported at the next start, then moved aside.
    await splitIntoPerServiceDatabases(dataDir);
    const imported = await start(dataDir);
    try {
      expect(await signInAndReadSkills(imported)).toEqual(['Grid balancing']);
      const added = await imported.graphql(`mutation A($input: AddSkillInput!) { addSkill(input: $input) { id } }`, { input: { skillName: 'Heat pumps' } },
        (await imported.graphql<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: user.email, password: user.password } })).data!.signIn.accessToken);
      expect(added.errors).toBeUndefined();
    } finally {
      await imported.close();
    }
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
    expect(existsSync(join(dataDir, 'db.per-service', 'identity', 'PG_VERSION'))).toBe(true);

    // And the imported data dir keeps working: nothing imported twice.
    const again = await start(dataDir);
    try {
      expect((await signInAndReadSkills(again)).sort()).toEqual(['Grid balancing', 'Heat pumps']);
    } finally {
      await again.close();
    }
  }, 900_000); // three starts of seven services on a data dir; minutes on a busy 2-core machine
});

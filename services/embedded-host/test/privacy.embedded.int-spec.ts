import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createEvent } from '@ecp/contracts';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import type { InProcessBus } from '@ecp/messaging';
import type { RunningService } from '@ecp/runtime';
import { graphqlClient } from '@ecp/testing';
import { startSandboxProvider } from '@ecp/training-service';
import { embeddedBus, startEmbeddedServices } from '../src/embedded.js';
import { privacyJourney, type PrivacyTarget } from './privacy-flows.js';

/**
 * Export and deletion in embedded mode: every service on the in-process bus, each in its own schema of the one PGlite, CV files under
 * DATA_DIR/blobs, the sandbox learning provider over HTTP. The suite reads every table of every service's schema.
 */
describe('privacy: data export and account deletion (embedded mode)', () => {
  let dataDir: string;
  let bus: InProcessBus;
  let services: RunningService[] = [];
  let close: (() => Promise<void>) | undefined;
  let target: PrivacyTarget;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-privacy-'));
    const apiKey = 'privacy-sandbox-key';
    const sandbox = await startSandboxProvider({ apiKey });
    const env = {
      NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', DATA_DIR: dataDir,
      LEARNING_PROVIDER_URL: sandbox.url, LEARNING_PROVIDER_API_KEY: apiKey, TRAINING_SYNC_INTERVAL_SECONDS: '0',
    };
    bus = embeddedBus('privacy');
    await bus.start();
    const embedded = await startEmbeddedServices(bus, undefined, env);
    services = embedded.services;
    const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
    await gateway.listen(0, '127.0.0.1');
    const url = await gateway.getUrl();
    close = async () => {
      await gateway.close();
      await embedded.close();
      await bus.close();
      await sandbox.close();
    };
    target = {
      url,
      graphql: graphqlClient(url),
      async rowsNaming(needle) {
        const found: { table: string; row: string }[] = [];
        for (const service of services) {
          const { db } = service.database;
          const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = ${service.name} and table_type = 'BASE TABLE'`)).rows as { table_name: string }[];
          for (const { table_name: table } of tables) {
            const rows = (await db.execute(sql`select t::text as row from ${sql.identifier(service.name)}.${sql.identifier(table)} t where position(lower(${needle}) in lower(t::text)) > 0`)).rows as { row: string }[];
            found.push(...rows.map(({ row }) => ({ table: `${service.name}.${table}`, row })));
          }
        }
        return found;
      },
      storedCvKeys: async (userId) => (await readdir(join(dataDir, 'blobs', 'cvs', userId)).catch(() => [] as string[])).filter((name) => !name.endsWith('.meta.json')),
      // The in-process bus keeps events in memory only; they die with the process.
      busMessages: async () => null,
      publishUserDeleted: (userId) => bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() })),
    };
  }, 900_000);

  afterAll(async () => {
    await close?.();
    await rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('exports everything of a person as a ZIP, then erases them from every schema and the CV store, once however often told', async () => {
    await privacyJourney(target, 'embedded');
  }, 900_000);
});

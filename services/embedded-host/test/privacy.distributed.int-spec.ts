import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { createEvent, serviceNames } from '@ecp/contracts';
import { NatsBus, natsStreamNames } from '@ecp/messaging';
import { createTempPostgresDatabase, describeWithServer, graphqlClient, testNatsUrl, type TempPostgresDatabase } from '@ecp/testing';
import { startCluster } from '../../../scripts/cluster.mjs';
import { deleteStreams } from './cluster-app.js';
import { privacyJourney, type PrivacyTarget } from './privacy-flows.js';

/**
 * Export and deletion in distributed mode: the gateway and every service as their own processes over NATS JetStream
 * and PostgreSQL (one schema a service), CV files in a shared directory. The suite reads every table of every service
 * schema, the bucket and every message JetStream still stores (events and dead letters) under its own prefix.
 */
await describeWithServer(['postgres', 'nats'], 'privacy: data export and account deletion (distributed mode)', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  let blobDir: string;
  let database: TempPostgresDatabase;
  let client: pg.Client;
  let bus: NatsBus;
  let cluster: { url: string; stop(): Promise<void> } | undefined;
  let target: PrivacyTarget;

  beforeAll(async () => {
    blobDir = await mkdtemp(join(tmpdir(), 'ecp-privacy-blobs-'));
    database = await createTempPostgresDatabase();
    cluster = await startCluster({
      env: { DATABASE_URL: database.url, NATS_URL: testNatsUrl(), BUS_PREFIX: prefix, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', BLOB_DIR: blobDir },
      quiet: true,
      // Seven processes migrating and starting at once: on a loaded 2-core machine this takes longer than the usual 90 s.
      readyTimeoutMs: 300_000,
    });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    bus = new NatsBus({ servers: testNatsUrl(), ...natsStreamNames(prefix), name: 'privacy-test' });
    await bus.start();
    const streams = natsStreamNames(prefix);
    target = {
      url: cluster.url,
      graphql: graphqlClient(cluster.url),
      async rowsNaming(needle) {
        const found: { table: string; row: string }[] = [];
        const tables = await client.query<{ table_schema: string; table_name: string }>(
          `select table_schema, table_name from information_schema.tables where table_schema = any($1) and table_type = 'BASE TABLE'`,
          [[...serviceNames]],
        );
        for (const { table_schema: schema, table_name: table } of tables.rows) {
          const rows = await client.query<{ row: string }>(`select t::text as row from "${schema}"."${table}" t where position(lower($1) in lower(t::text)) > 0`, [needle]);
          found.push(...rows.rows.map(({ row }) => ({ table: `${schema}.${table}`, row })));
        }
        return found;
      },
      storedCvKeys: async (userId) => (await readdir(join(blobDir, 'cvs', userId)).catch(() => [] as string[])).filter((name) => !name.endsWith('.meta.json')),
      async busMessages() {
        const nc = await connect({ servers: testNatsUrl() });
        try {
          const jsm = await jetstreamManager(nc);
          const messages: { subject: string; body: string }[] = [];
          for (const stream of [streams.streamName, `${streams.streamName}_DLQ`]) {
            const { state } = await jsm.streams.info(stream);
            for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
              const stored = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
              if (stored) messages.push({ subject: stored.subject, body: stored.string() });
            }
          }
          return messages;
        } finally {
          await nc.close();
        }
      },
      publishUserDeleted: (userId) => bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() })),
    };
  }, 900_000);

  afterAll(async () => {
    await bus?.close();
    await client?.end();
    await cluster?.stop();
    await database?.drop();
    await deleteStreams(prefix);
    await rm(blobDir, { recursive: true, force: true });
  }, 120_000);

  it('exports everything of a person as a ZIP, then erases them from every schema, the CV store and JetStream, once however often told', async () => {
    await privacyJourney(target, 'distributed');
  }, 900_000);
});

import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createEvent, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { createTempPostgresDatabase, describeWithServer, pollUntil, terminatePostgresBackends, type TempPostgresDatabase } from '@ecp/testing';
import { outbox } from '../test/fixtures/schema/messaging.js';
import { notes } from '../test/fixtures/schema/note.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { enqueueEvent } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

const migrationsFolder = fileURLToPath(new URL('../test/fixtures/drizzle', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms).unref())]);
}

/** Collects warn lines (the message); nothing else of a logger is used by openDatabase and the relay here. */
function warningLogger() {
  const warnings: string[] = [];
  const ignore = () => undefined;
  const logger = { warn: (_fields: unknown, message: string) => void warnings.push(message), info: ignore, error: ignore, debug: ignore } as unknown as Logger;
  return { logger, warnings };
}

function userRegistered(): TypedEvent<'user.registered'> {
  return createEvent(
    'user.registered',
    { userId: randomUUID(), email: `${randomUUID()}@example.test`, fullName: 'Pool Test', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString() },
    { correlationId: randomUUID() },
  );
}

/**
 * PostgreSQL ending the service's connections (pg_terminate_backend, as a server restart does): node-postgres emits
 * 'error' on each client, and one nobody listens to (a client checked out by a transaction has no listener of the
 * pool's) crashes the process, this test's with it. The process must live on, the work in hand fail, and the next
 * query run on a new connection.
 */
await describeWithServer('postgres', 'database on PostgreSQL losing its connections', () => {
  let database: TempPostgresDatabase;
  let handle: DatabaseHandle;
  let warnings: string[];
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => void uncaught.push(error);

  beforeAll(async () => {
    database = await createTempPostgresDatabase();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await database?.drop();
  });
  beforeEach(async () => {
    const capture = warningLogger();
    warnings = capture.warnings;
    handle = await openDatabase({ engine: 'postgres', url: database.url, schemaName: 'fixture', migrationsFolder, logger: capture.logger });
  });
  afterEach(async () => {
    await handle.close();
    expect(uncaught).toEqual([]);
  });

  const terminate = () => terminatePostgresBackends(database.name);
  const title = () => `note ${randomUUID()}`;

  it('replaces idle connections that were terminated: the next query succeeds', async () => {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    expect((await terminate()).length).toBeGreaterThanOrEqual(3);
    await pollUntil(() => warnings.filter((line) => line.startsWith('idle database connection failed')).length >= 3, { description: 'a warning per idle connection' });
    await handle.db.insert(notes).values({ title: title() });
    expect(await handle.isHealthy()).toBe(true);
  });

  it('fails a transaction whose connection is terminated between its statements, and goes on', async () => {
    const kept = title();
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(notes).values({ title: kept });
      expect(await terminate()).toHaveLength(1);
      await sleep(200); // the connection's error arrives while the transaction holds it, between statements
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(warnings).toContain('database connection in use failed; its work fails and the pool opens a new one');
    // Rolled back by the server; the next transaction commits on a new connection.
    await handle.db.transaction(async (tx) => {
      await tx.insert(notes).values({ title: kept });
    });
    expect(await handle.db.select({ title: notes.title }).from(notes).where(sql`${notes.title} = ${kept}`)).toEqual([{ title: kept }]);
  });

  it('gives back a connection that was terminated before its transaction began (its BEGIN failed)', async () => {
    // One connection, so a single one kept checked out stalls every query after it, and close() for ever.
    const single = await openDatabase({ engine: 'postgres', url: database.url, schemaName: 'fixture', migrationsFolder, poolSize: 1, logger: warningLogger().logger });
    try {
      await single.db.execute(sql`select 1`);
      // The race made certain: the idle connection does not read the server's goodbye until its BEGIN is on the wire,
      // so the pool hands it out as healthy (pg-pool's internals: its idle list, the client's socket).
      const pool = (single.db as unknown as { $client: unknown }).$client as { _idle: { client: { connection: { stream: { pause(): void; resume(): void } } } }[] };
      const socket = pool._idle[0]!.client.connection.stream;
      socket.pause();
      expect((await terminate()).length).toBeGreaterThanOrEqual(1);
      await sleep(100); // the backend has gone
      const transaction = single.db.transaction((tx) => tx.execute(sql`select 1`));
      socket.resume();
      await expect(transaction).rejects.toThrow();
      await expect(withTimeout(single.db.execute(sql`select 1`), 5000, 'a query after the failed transaction')).resolves.toBeDefined();
    } finally {
      await withTimeout(single.close(), 5000, 'close()');
    }
  });

  it('fails a statement whose connection is terminated while it runs, and goes on', async () => {
    const running = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const sleeping = sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state = 'active' and query = 'select pg_sleep(5)'`;
    await pollUntil(async () => (await handle.db.execute<{ count: number }>(sleeping)).rows[0]!.count > 0, { description: 'the statement runs' });
    expect((await terminate()).length).toBeGreaterThanOrEqual(1);
    await expect(running).rejects.toThrow();
    expect(await handle.isHealthy()).toBe(true);
    // Exactly one warning for the connection, though node-postgres reports its loss twice (the server's message, the socket's end).
    expect(warnings.filter((line) => line.startsWith('database connection in use failed'))).toHaveLength(1);
  });

  it('keeps an outbox relay publishing after its connection is terminated mid-pass', async () => {
    const published: string[] = [];
    let holdNext: (() => void) | undefined;
    let heldOnce = false;
    const publish = async (event: TypedEvent<EventSubject>) => {
      if (!heldOnce) {
        // The first publish waits while the relay's claiming transaction holds its connection: terminated there.
        heldOnce = true;
        await new Promise<void>((resolve) => (holdNext = resolve));
      }
      published.push(event.id);
    };
    const relay = new OutboxRelay(handle.db, outbox, publish, warningLogger().logger, { pollIntervalMs: 50 });
    const first = userRegistered();
    await handle.db.transaction((tx) => enqueueEvent(tx, outbox, first));
    relay.start();
    try {
      await pollUntil(() => holdNext, { description: 'the relay is publishing' });
      expect((await terminate()).length).toBeGreaterThan(0);
      await sleep(100);
      holdNext!();
      const second = userRegistered();
      await handle.db.transaction((tx) => enqueueEvent(tx, outbox, second));
      relay.wake();
      // The first pass could not mark its row: it is published again (the bus deduplicates by id), then the second.
      await pollUntil(() => published.includes(second.id), { timeoutMs: 10_000, description: 'the relay published the next event' });
      expect(published.filter((id) => id === first.id).length).toBeGreaterThanOrEqual(1);
      expect(warnings).toContain('database connection in use failed; its work fails and the pool opens a new one');
    } finally {
      holdNext?.();
      await relay.stop();
    }
  });
});

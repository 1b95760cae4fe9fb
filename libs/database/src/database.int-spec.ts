import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { createEvent, DomainError, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { createTempPostgresDatabase, describeWithServer, makeUser, pollUntil, type TempPostgresDatabase } from '@ecp/testing';
import { inbox, outbox } from '../test/fixtures/schema/messaging.js';
import { notes } from '../test/fixtures/schema/note.js';
import { entries } from '../test/fixtures/ledger/schema.js';
import { openDatabase, openSharedPglite, type AppDatabase, type AppTransaction, type DatabaseHandle, type DatabaseOptions, type SharedPglite } from './database.js';
import { enqueueEvent, enqueueEvents, purgePublishedEvents } from './outbox.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
import { handleOnce } from './inbox.js';
import { isUniqueViolation, withRepositoryErrors } from './errors.js';

const migrationsFolder = fileURLToPath(new URL('../test/fixtures/drizzle', import.meta.url));
const ledgerMigrationsFolder = fileURLToPath(new URL('../test/fixtures/ledger/drizzle', import.meta.url));
const fixtureMigrations = 2;
const logger = createLogger('database-test');

type EngineTarget = { engine: 'pglite'; dataDir?: string; shared?: SharedPglite } | { engine: 'postgres'; url: string };

const open = (target: EngineTarget): Promise<DatabaseHandle> =>
  openDatabase({ ...target, schemaName: 'fixture', migrationsFolder, logger } as DatabaseOptions);

function makeEvent(): TypedEvent<'user.registered'> {
  const user = makeUser();
  return createEvent(
    'user.registered',
    {
      userId: randomUUID(),
      email: user.email,
      fullName: user.fullName,
      requestedRole: 'beneficiary',
      beneficiaryType: 'professional',
      registeredAt: new Date().toISOString(),
    },
    { correlationId: randomUUID() },
  );
}

async function appliedMigrations(db: AppDatabase): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from "fixture"."__drizzle_migrations"`);
  return result.rows[0]?.count ?? -1;
}

/** Records what reached the "bus"; `failNext` makes the next publishes reject. */
function recordingBus() {
  const published: TypedEvent<EventSubject>[] = [];
  let failures = 0;
  const refused = new Set<string>();
  return {
    published,
    ids: () => published.map((event) => event.id),
    failNext(count: number) {
      failures = count;
    },
    /** The bus refuses this event for good, as NATS a message past its max_payload. */
    refuse(id: string) {
      refused.add(id);
    },
    publish: async (event: TypedEvent<EventSubject>) => {
      if (refused.has(event.id)) throw new DomainError('VALIDATION_ERROR', 'Event too large for the message bus');
      if (failures > 0) {
        failures -= 1;
        throw new Error('bus unavailable');
      }
      published.push(event);
    },
  };
}

/** The behaviour every engine must show; `target` is read once the suite's server is ready. */
function databaseContract(target: () => EngineTarget, engine: EngineTarget['engine']) {
  // Pipelined publishing only where a pass's claim holds no row locks (one connection: PGlite).
  const pglite = engine === 'pglite' ? it : it.skip;
  let handle: DatabaseHandle;
  let db: AppDatabase;
  const relays: OutboxRelay[] = [];
  const relayFor = (publish: ReturnType<typeof recordingBus>['publish'], options: OutboxRelayOptions = {}) => {
    const relay = new OutboxRelay(db, outbox, publish, logger, { pollIntervalMs: 50, ...options });
    relays.push(relay);
    return relay;
  };

  beforeAll(async () => {
    handle = await open(target());
    db = handle.db;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(inbox);
    await db.delete(notes);
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  });

  it('applies the service migrations with their bookkeeping inside the service schema', async () => {
    expect(await appliedMigrations(db)).toBe(fixtureMigrations);
    await db.insert(notes).values({ title: 'migrated', body: 'from 0001' });
    expect(await db.select({ body: notes.body }).from(notes)).toEqual([{ body: 'from 0001' }]);
    expect(await handle.isHealthy()).toBe(true);
  });

  it('commits the outbox row with the state change', async () => {
    const event = makeEvent();
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ title: 'kept' });
      await enqueueEvent(tx, outbox, event, { 'x-correlation-id': event.correlationId });
    });
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ id: event.id, subject: 'user.registered', envelope: event, attempts: 0, publishedAt: null });
    expect(row?.headers).toEqual({ 'x-correlation-id': event.correlationId });
  });

  it('rolls the outbox row back with the state change', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEvent(tx, outbox, makeEvent());
        await tx.insert(notes).values({ title: 'twice' });
        await tx.insert(notes).values({ title: 'twice' });
      }),
    ).rejects.toThrow();
    expect(await db.select().from(outbox)).toEqual([]);
    expect(await db.select().from(notes)).toEqual([]);
  });

  it('publishes pending rows once each, in the order they were written', async () => {
    const events = Array.from({ length: 7 }, makeEvent);
    await db.transaction(async (tx) => {
      for (const event of events.slice(0, 4)) await enqueueEvent(tx, outbox, event);
    });
    await db.transaction(async (tx) => {
      for (const event of events.slice(4)) await enqueueEvent(tx, outbox, event);
    });
    const bus = recordingBus();
    const relay = relayFor(bus.publish, { batchSize: 3 });

    expect(await relay.flush()).toBe(7);
    expect(await relay.flush()).toBe(0);
    expect(bus.ids()).toEqual(events.map((event) => event.id));
    const rows = await db.select({ publishedAt: outbox.publishedAt }).from(outbox);
    expect(rows.every((row) => row.publishedAt instanceof Date)).toBe(true);
  });

  it('keeps a row whose publish failed, counts the attempt and holds later rows back', async () => {
    const events = [makeEvent(), makeEvent(), makeEvent()];
    await db.transaction(async (tx) => {
      for (const event of events) await enqueueEvent(tx, outbox, event);
    });
    const bus = recordingBus();
    const relay = relayFor(bus.publish);

    bus.failNext(1);
    expect(await relay.flush()).toBe(0);
    const [failed] = await db.select().from(outbox).where(eq(outbox.id, events[0]!.id));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'bus unavailable', publishedAt: null });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    expect(await relay.flush()).toBe(3);
    expect(bus.ids()).toEqual(events.map((event) => event.id));
  });

  it('sets aside a row the bus refuses for good, so the rows after it go out', async () => {
    const events = [makeEvent(), makeEvent(), makeEvent()];
    await db.transaction(async (tx) => {
      for (const event of events) await enqueueEvent(tx, outbox, event);
    });
    const bus = recordingBus();
    bus.refuse(events[1]!.id);
    const relay = relayFor(bus.publish);

    expect(await relay.flush()).toBe(2);
    expect(bus.ids()).toEqual([events[0]!.id, events[2]!.id]);
    const [setAside] = await db.select().from(outbox).where(eq(outbox.id, events[1]!.id));
    expect(setAside).toMatchObject({ attempts: 1, lastError: 'set aside: Event too large for the message bus' });
    expect(setAside!.publishedAt).toBeInstanceOf(Date);
    expect(await relay.flush()).toBe(0);
  });

  pglite('sets a refused row aside when publishing concurrently too, and sends the rest', async () => {
    const events = [makeEvent(), makeEvent(), makeEvent()];
    await db.transaction(async (tx) => {
      for (const event of events) await enqueueEvent(tx, outbox, event);
    });
    const bus = recordingBus();
    bus.refuse(events[0]!.id);
    const relay = relayFor(bus.publish, { publishConcurrently: true });

    await relay.flush();
    expect(bus.ids()).toEqual([events[1]!.id, events[2]!.id]);
    const rows = await db.select({ id: outbox.id, publishedAt: outbox.publishedAt, lastError: outbox.lastError }).from(outbox);
    expect(rows.every((row) => row.publishedAt instanceof Date)).toBe(true);
    expect(rows.find((row) => row.id === events[0]!.id)!.lastError).toBe('set aside: Event too large for the message bus');
    expect(await relay.flush()).toBe(0);
  });

  it('writes several events in one statement, in the order given', async () => {
    const events = Array.from({ length: 3 }, makeEvent);
    await db.transaction((tx) => enqueueEvents(tx, outbox, events.map((event) => ({ event, headers: { 'x-correlation-id': event.correlationId } }))));
    const rows = await db.select({ id: outbox.id, headers: outbox.headers }).from(outbox).orderBy(asc(outbox.position));
    expect(rows).toEqual(events.map((event) => ({ id: event.id, headers: { 'x-correlation-id': event.correlationId } })));
  });

  pglite('publishConcurrently: starts every publish in order without awaiting the one before, and marks each once confirmed', async () => {
    const events = Array.from({ length: 5 }, makeEvent);
    await db.transaction((tx) => enqueueEvents(tx, outbox, events.map((event) => ({ event }))));
    const started: string[] = [];
    const confirms: (() => void)[] = [];
    const relay = relayFor(
      (event) => {
        started.push(event.id);
        return new Promise<void>((resolve) => confirms.push(resolve));
      },
      { publishConcurrently: true, batchSize: 3 },
    );
    const flushed = relay.flush();
    await pollUntil(() => started.length === 5, { timeoutMs: 3000, description: 'every publish started' });
    expect(started).toEqual(events.map((event) => event.id));
    for (const confirm of confirms.reverse()) confirm();
    expect(await flushed).toBe(5);
    const rows = await db.select({ publishedAt: outbox.publishedAt }).from(outbox);
    expect(rows.every((row) => row.publishedAt instanceof Date)).toBe(true);
    expect(await relay.flush()).toBe(0);
  });

  pglite('publishConcurrently: keeps a row whose publish failed and sends it again from there', async () => {
    const events = Array.from({ length: 4 }, makeEvent);
    await db.transaction((tx) => enqueueEvents(tx, outbox, events.map((event) => ({ event }))));
    const attempts: string[] = [];
    let failing = events[1]!.id;
    const relay = relayFor(
      async (event) => {
        attempts.push(event.id);
        if (event.id === failing) throw new Error('bus unavailable');
      },
      { publishConcurrently: true },
    );
    expect(await relay.flush()).toBe(3);
    await pollUntil(async () => (await db.select().from(outbox).where(eq(outbox.id, events[1]!.id)))[0]?.attempts === 1, { timeoutMs: 3000, description: 'the failure recorded' });
    const [failed] = await db.select().from(outbox).where(eq(outbox.id, events[1]!.id));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'bus unavailable', publishedAt: null });
    expect((await db.select().from(outbox).where(isNull(outbox.publishedAt))).map((row) => row.id)).toEqual([events[1]!.id]);
    failing = '';
    expect(await relay.flush()).toBe(1);
    expect(attempts).toEqual([...events.map((event) => event.id), events[1]!.id]);
  });

  it('retries after the back-off and publishes soon after wake()', async () => {
    const bus = recordingBus();
    const relay = relayFor(bus.publish, { pollIntervalMs: 60_000, retryBaseMs: 20 });
    relay.start();
    const first = makeEvent();
    bus.failNext(2);
    await db.transaction((tx) => enqueueEvent(tx, outbox, first));
    relay.wake();
    await pollUntil(() => bus.published.length === 1, { timeoutMs: 3000, description: 'retried publish' });

    const second = makeEvent();
    await db.transaction((tx) => enqueueEvent(tx, outbox, second));
    relay.wake();
    await pollUntil(() => bus.published.length === 2, { timeoutMs: 3000, description: 'publish after wake' });
    expect(bus.ids()).toEqual([first.id, second.id]);
    const [row] = await db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, first.id));
    expect(row?.attempts).toBe(2);
  });

  it('lets a publish write to the same database, as an in-process bus delivering to this service does', async () => {
    const event = makeEvent();
    await db.transaction((tx) => enqueueEvent(tx, outbox, event));
    const relay = relayFor((delivered) =>
      handleOnce(db, inbox, { eventId: delivered.id, consumer: 'same-service' }, async (tx) => {
        await tx.insert(notes).values({ title: delivered.id });
      }).then(() => undefined),
    );
    expect(await relay.flush()).toBe(1);
    expect(await db.select({ title: notes.title }).from(notes)).toEqual([{ title: event.id }]);
  });

  it('stop() waits for the batch in flight', async () => {
    await db.transaction((tx) => enqueueEvent(tx, outbox, makeEvent()));
    let release: () => void = () => undefined;
    let started = false;
    const relay = relayFor(async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    relay.start();
    await pollUntil(() => started, { description: 'publish started' });
    let stopped = false;
    const stopping = relay.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await db.select({ publishedAt: outbox.publishedAt }).from(outbox);
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('purges published rows past the retention period and keeps pending ones', async () => {
    const [old, recent, pending] = [makeEvent(), makeEvent(), makeEvent()];
    await db.transaction(async (tx) => {
      for (const event of [old!, recent!, pending!]) await enqueueEvent(tx, outbox, event);
    });
    await db.update(outbox).set({ publishedAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(outbox.id, old!.id));
    await db.update(outbox).set({ publishedAt: new Date() }).where(eq(outbox.id, recent!.id));

    expect(await purgePublishedEvents(db, outbox, 7)).toBe(1);
    const left = await db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.position));
    expect(left.map((row) => row.id)).toEqual([recent!.id, pending!.id]);
  });

  it('runs an inbox handler once per event and consumer', async () => {
    const eventId = randomUUID();
    let runs = 0;
    const handler = async (tx: Parameters<Parameters<typeof handleOnce>[3]>[0]) => {
      runs += 1;
      await tx.insert(notes).values({ title: `note ${runs}` });
    };
    expect(await handleOnce(db, inbox, { eventId, consumer: 'badges' }, handler)).toBe(true);
    expect(await handleOnce(db, inbox, { eventId, consumer: 'badges' }, handler)).toBe(false);
    expect(await handleOnce(db, inbox, { eventId, consumer: 'feed' }, handler)).toBe(true);
    expect(runs).toBe(2);
    expect(await db.select().from(inbox)).toHaveLength(2);
  });

  it('rolls the inbox mark back with a failing handler, so a redelivery runs it again', async () => {
    const key = { eventId: randomUUID(), consumer: 'badges' };
    await expect(
      handleOnce(db, inbox, key, async (tx) => {
        await tx.insert(notes).values({ title: 'half done' });
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await db.select().from(inbox)).toEqual([]);
    expect(await db.select().from(notes)).toEqual([]);

    expect(await handleOnce(db, inbox, key, async (tx) => void (await tx.insert(notes).values({ title: 'done' })))).toBe(true);
  });

  it('recognises unique violations and maps them to REPOSITORY_ERROR', async () => {
    await db.insert(notes).values({ title: 'same' });
    const error = await db.insert(notes).values({ title: 'same' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'notes_title_unique')).toBe(true);
    expect(isUniqueViolation(error, 'another_constraint')).toBe(false);

    const mapped = await withRepositoryErrors('Failed to add note', () => db.insert(notes).values({ title: 'same' })).catch((caught: unknown) => caught);
    expect(mapped).toBeInstanceOf(DomainError);
    expect((mapped as DomainError).toJSON()).toEqual({ code: 'REPOSITORY_ERROR', message: 'Failed to add note', details: { sqlState: '23505' } });
  });
}

describe('database on PGlite in memory', () => {
  databaseContract(() => ({ engine: 'pglite' }), 'pglite');
});

describe('database on PGlite with a data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps data and migrations across close and reopen', async () => {
    const first = await open({ engine: 'pglite', dataDir });
    await first.db.insert(notes).values({ title: 'survives' });
    await first.close();
    expect(await first.isHealthy()).toBe(false);

    const second = await open({ engine: 'pglite', dataDir });
    try {
      expect(await second.db.select({ title: notes.title }).from(notes)).toEqual([{ title: 'survives' }]);
      expect(await appliedMigrations(second.db)).toBe(fixtureMigrations);
    } finally {
      await second.close();
    }
  });
});

/**
 * Embedded mode: the services share one PGlite, a schema each. "fixture" (notes) and "ledger" (entries) stand for
 * two services; the contract runs on the shared instance too.
 */
describe('services sharing one PGlite', () => {
  let shared: SharedPglite;
  let fixture: DatabaseHandle;
  let ledger: DatabaseHandle;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  beforeAll(async () => {
    shared = await openSharedPglite();
    fixture = await open({ engine: 'pglite', shared });
    ledger = await openDatabase({ engine: 'pglite', shared, schemaName: 'ledger', migrationsFolder: ledgerMigrationsFolder, logger });
  });
  afterAll(() => shared.close());
  beforeEach(async () => {
    await fixture.db.delete(notes);
    await ledger.db.delete(entries);
  });

  describe('the database contract on the shared instance', () => {
    databaseContract(() => ({ engine: 'pglite', shared }), 'pglite');
  });

  it("keeps each service's migrations and their bookkeeping in its own schema", async () => {
    expect(await appliedMigrations(fixture.db)).toBe(fixtureMigrations);
    const tables = await shared.client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('fixture', 'ledger') order by 1, 2`,
    );
    expect(tables.rows).toEqual([
      { schema: 'fixture', name: '__drizzle_migrations' },
      { schema: 'fixture', name: 'inbox' },
      { schema: 'fixture', name: 'notes' },
      { schema: 'fixture', name: 'outbox' },
      { schema: 'ledger', name: '__drizzle_migrations' },
      { schema: 'ledger', name: 'entries' },
    ]);
    const ledgerMigrations = await ledger.db.execute<{ count: number }>(sql`select count(*)::int as count from "ledger"."__drizzle_migrations"`);
    expect(ledgerMigrations.rows[0]?.count).toBe(1);
  });

  it("never interleaves two services' transactions on the one connection: a rollback undoes only its own writes", async () => {
    let open = 0;
    let mostOpenAtOnce = 0;
    // Each transaction yields to the event loop between its statements, where the other service's would run.
    const work = (db: AppDatabase, write: (tx: AppTransaction, i: number) => Promise<unknown>) => (i: number) =>
      db
        .transaction(async (tx) => {
          open += 1;
          mostOpenAtOnce = Math.max(mostOpenAtOnce, open);
          try {
            await write(tx, i);
            await sleep(2);
            await write(tx, i + 1000);
            if (i % 3 === 0) throw new Error('roll back');
          } finally {
            open -= 1;
          }
        })
        .then(() => 'committed', () => 'rolled back');
    const noteTx = work(fixture.db, (tx, i) => tx.insert(notes).values({ title: `note ${i}` }));
    const entryTx = work(ledger.db, (tx, i) => tx.insert(entries).values({ account: `account ${i}`, amount: i }));
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => [noteTx(i), entryTx(i)]).flat());

    expect(mostOpenAtOnce).toBe(1);
    expect(outcomes.filter((outcome) => outcome === 'rolled back')).toHaveLength(20);
    const committed = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 3 !== 0);
    expect((await fixture.db.select({ title: notes.title }).from(notes)).map((row) => row.title).sort()).toEqual(
      committed.flatMap((i) => [`note ${i}`, `note ${i + 1000}`]).sort(),
    );
    expect((await ledger.db.select({ amount: entries.amount }).from(entries)).map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      committed.flatMap((i) => [i, i + 1000]).sort((a, b) => a - b),
    );
  });

  it("runs another service's statement outside a transaction after the open transaction, not inside it", async () => {
    let releaseTransaction: () => void = () => undefined;
    let written = false;
    const transaction = fixture.db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ title: 'rolled back' });
        written = true;
        await new Promise<void>((resolve) => (releaseTransaction = resolve));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await pollUntil(() => written, { description: 'the transaction wrote' });
    let inserted = false;
    const insert = ledger.db.insert(entries).values({ account: 'outside', amount: 1 }).then(() => (inserted = true));
    await sleep(50);
    // Waits for the transaction: on the one connection it would otherwise have been part of it.
    expect(inserted).toBe(false);
    releaseTransaction();
    expect(await transaction).toBe('rolled back');
    await insert;
    expect(await ledger.db.select({ account: entries.account }).from(entries)).toEqual([{ account: 'outside' }]);
    expect(await fixture.db.select().from(notes)).toEqual([]);
  });

  it('leaves the shared instance open when one service closes', async () => {
    const other = await open({ engine: 'pglite', shared });
    await other.close();
    expect(await ledger.isHealthy()).toBe(true);
    expect(await fixture.isHealthy()).toBe(true);
  });
});

describe('database migrations that create the service schema themselves', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ecp-migrations-'));
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, '0000_schema.sql'), 'CREATE SCHEMA "fixture";');
    const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_schema', breakpoints: true }] };
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fail start-up with a message that says how to fix them', async () => {
    await expect(openDatabase({ engine: 'pglite', schemaName: 'fixture', migrationsFolder: folder })).rejects.toThrow(
      'runs CREATE SCHEMA "fixture", but openDatabase() creates that schema itself',
    );
  });
});

await describeWithServer('postgres', 'database on PostgreSQL', () => {
  let database: TempPostgresDatabase;
  beforeAll(async () => {
    database = await createTempPostgresDatabase();
  });
  afterAll(() => database.drop());

  databaseContract(() => ({ engine: 'postgres', url: database.url }), 'postgres');

  it('refuses publishConcurrently: row locks end with the pass, before the publishes are confirmed', async () => {
    const handle = await open({ engine: 'postgres', url: database.url });
    try {
      expect(() => new OutboxRelay(handle.db, outbox, async () => undefined, logger, { publishConcurrently: true })).toThrow(/single-connection/);
    } finally {
      await handle.close();
    }
  });

  it('lets instances started at the same time migrate once, and a restart apply nothing', async () => {
    const fresh = await createTempPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    try {
      handles.push(...(await Promise.all([1, 2, 3].map(() => open({ engine: 'postgres', url: fresh.url })))));
      expect(await appliedMigrations(handles[0]!.db)).toBe(fixtureMigrations);
      handles.push(await open({ engine: 'postgres', url: fresh.url }));
      expect(await appliedMigrations(handles[0]!.db)).toBe(fixtureMigrations);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await fresh.drop();
    }
  });

  it('two relays on separate connections publish every row exactly once', async () => {
    const [a, b] = await Promise.all([open({ engine: 'postgres', url: database.url }), open({ engine: 'postgres', url: database.url })]);
    try {
      const events = Array.from({ length: 60 }, makeEvent);
      await a.db.transaction(async (tx) => {
        for (const event of events) await enqueueEvent(tx, outbox, event);
      });
      const published: string[] = [];
      const slowPublish = async (event: TypedEvent<EventSubject>) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        published.push(event.id);
      };
      const relayA = new OutboxRelay(a.db, outbox, slowPublish, logger, { batchSize: 10 });
      const relayB = new OutboxRelay(b.db, outbox, slowPublish, logger, { batchSize: 10 });
      const counts = await Promise.all([relayA.flush(), relayB.flush()]);

      expect(counts[0] + counts[1]).toBe(60);
      expect(new Set(published).size).toBe(60);
      expect(published).toHaveLength(60);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

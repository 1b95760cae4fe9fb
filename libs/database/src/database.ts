import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '@ecp/logger';
import { failSpan, openSpan, SpanKind, tracingEnabled } from '@ecp/telemetry';
import { databaseErrorCode } from './errors.js';
import { rawTextParsers, withInstanceParsers } from './pglite-parsers.js';
import { pgliteNotifications, postgresNotifications, type DatabaseNotifications } from './notifications.js';

/** What `db.execute(sql\`…\`)` resolves to on both engines: PGlite's Results and pg's QueryResult share `rows`. */
export interface AppQueryResult<TRow> {
  rows: TRow[];
}

export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: AppQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The database a repository sees: the same Drizzle API on PGlite and on PostgreSQL. */
export type AppDatabase = PgDatabase<AppQueryResultHKT>;
/** The transaction handed to `db.transaction(async (tx) => …)`. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type DatabaseEngine = 'pglite' | 'postgres';

/**
 * One PGlite that several services share, each in its own schema, as distributed mode's services share one
 * PostgreSQL: embedded mode runs one instance instead of one per service. Its owner closes it, after the services.
 */
export interface SharedPglite {
  readonly client: PGlite;
  close(): Promise<void>;
}

/**
 * PostgreSQL's buffer cache inside PGlite's WASM memory. initdb's default (128MB) is touched at start and stays
 * resident (about 125 MB of an embedded host's RSS); a data dir of some 70 MB is read through the operating system's
 * page cache anyway, so a small cache costs no measurable query time (see the README's *Performance*).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens the one PGlite of an embedded host (in memory when dataDir is omitted).
 *
 * PGlite is a single connection, so sharing it needs no lock of ours: every query and every transaction takes
 * PGlite's own exclusive lock (a transaction holds it from BEGIN to COMMIT, and Drizzle's PGlite driver runs its
 * transactions through PGlite's `transaction()`), so two services' transactions never interleave; a query waits
 * for the transaction in flight. The flip side: work inside a transaction must never wait for another service's
 * database work (a bus request, say), or both wait forever; the outbox relay publishes outside one on PGlite.
 */
export async function openSharedPglite(dataDir?: string, options: { /** A dumpDataDir() tarball a new data dir starts from. */ snapshot?: Blob } = {}): Promise<SharedPglite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // A snapshot replaces initdb, the costly part of a fresh start; PGlite refuses one over an existing database.
  // Timestamps and dates as text, as Drizzle reads them, set once rather than asked on every query (pglite-parsers.ts).
  const client = await PGlite.create(dataDir, {
    parsers: rawTextParsers,
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return { client, close: onlyOnce(() => client.close()) };
}

export type DatabaseOptions = (
  | {
      engine: 'pglite';
      /** Omitted (and no `shared`): in memory. */ dataDir?: string;
      /** The host's one PGlite; the service's schema lives in it and closing the service leaves it open. */
      shared?: SharedPglite;
    }
  | {
      engine: 'postgres';
      url: string;
      /** Default 10. */ poolSize?: number;
      /** How long a query waits for a connection (a new one, or a free one of a busy pool) before it fails. Default 10 s. */
      connectTimeoutMs?: number;
    }
) & {
  /** The service's PostgreSQL schema; the migrations bookkeeping table lives in it too. */
  schemaName: string;
  /** The service's drizzle-kit output folder (with `meta/_journal.json`). */
  migrationsFolder: string;
  logger?: Logger;
};

export interface DatabaseHandle {
  db: AppDatabase;
  engine: DatabaseEngine;
  notifications: DatabaseNotifications;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS_TABLE = '__drizzle_migrations';
/**
 * Without a bound, a connection to a server that does not answer (a dropped network path, a host gone without a
 * reset) waits for the operating system's TCP timeout, minutes, and every request behind it with it: fail in seconds
 * instead, so the caller's error path and the health check see it.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const DUPLICATE_SCHEMA = '42P06';

/** Opens the service's database and brings its schema up to date before anything else can use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    options.engine === 'pglite' ? await openPglite(options.shared ?? (await openSharedPglite(options.dataDir)), !options.shared) : openPostgres(options.url, options.poolSize ?? 10, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, options.logger);
  try {
    const started = Date.now();
    await handle.migrate(options);
    options.logger?.info({ schema: options.schemaName, engine: handle.engine, ms: Date.now() - started }, 'database migrations applied');
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw explainMigrationError(error, options);
  }
  return {
    db: handle.db,
    engine: handle.engine,
    notifications: handle.notifications,
    async isHealthy() {
      try {
        await handle.db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: handle.close,
  };
}

interface OpenEngine {
  db: AppDatabase;
  engine: DatabaseEngine;
  notifications: DatabaseNotifications;
  migrate(options: DatabaseOptions): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(pglite: SharedPglite, owned: boolean): Promise<OpenEngine> {
  const db = drizzlePglite({ client: withInstanceParsers(pglite.client) });
  return {
    db,
    engine: 'pglite',
    notifications: pgliteNotifications(pglite.client),
    // One process owns a PGlite data dir and its services start one after another, so no lock is needed around
    // migrations; each service's bookkeeping table is in its own schema.
    migrate: ({ schemaName, migrationsFolder }) =>
      migratePglite(db, { migrationsFolder, migrationsSchema: schemaName, migrationsTable: MIGRATIONS_TABLE }),
    close: owned ? pglite.close : async () => undefined,
  };
}

function openPostgres(url: string, poolSize: number, connectTimeoutMs: number, logger: Logger | undefined): OpenEngine {
  // keepAlive: an idle connection whose peer vanished is found dead by TCP probes instead of on its next query.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  survivesConnectionLoss(pool, logger);
  releasesLostConnections(pool);
  if (tracingEnabled()) pool.on('connect', traceQueries);
  const db = drizzleNodePg({ client: pool });
  return {
    db,
    engine: 'postgres',
    notifications: postgresNotifications(url, logger),
    migrate: ({ schemaName, migrationsFolder }) => migratePostgresLocked(pool, schemaName, migrationsFolder),
    close: onlyOnce(() => pool.end()),
  };
}

/**
 * node-postgres emits 'error' when a connection dies (PostgreSQL restarted, the backend terminated by
 * pg_terminate_backend, the network cut), and an 'error' event nobody listens to crashes the process. The pool
 * listens to its idle clients only (and re-emits on itself); a client checked out (a transaction between or during
 * its statements, the migration's connection) has no listener of the pool's. So every client gets one of ours for its
 * whole life: the failure is logged at warn, the statement or transaction using the connection rejects, the pool
 * drops the client on release (it is no longer queryable) and opens a new connection for the next query.
 */
function survivesConnectionLoss(pool: pg.Pool, logger: Logger | undefined): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // An idle client's failure reaches both listeners: logged once, here.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection failed; the pool opens a new one'));
  // A connection that dies mid-query errors twice (the server's message, then the socket's end): logged once.
  const reported = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client) || reported.has(client)) return;
      reported.add(client);
      logger?.warn({ err: error }, 'database connection in use failed; its work fails and the pool opens a new one');
    }),
  );
}

/**
 * A client checked out with pool.connect() goes back to the pool (which drops it) as soon as its connection is lost.
 * drizzle's transaction() (0.45) sends BEGIN before its try/finally: a BEGIN on a connection PostgreSQL has just
 * terminated (handed out before the pool read the server's goodbye) would keep its client checked out for ever, the
 * pool one connection smaller each time, until every query waits and close() never returns. pool.query() checks out
 * with a callback and already releases on error itself.
 */
function releasesLostConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => (callback ? connect(callback) : connect()!.then(releasedOnLoss))) as pg.Pool['connect'];
}

function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = (error?: Error) => client.release(error ?? new Error('database connection ended'));
  client.once('error', lost);
  client.once('end', lost);
  // Idempotent: the holder's own release (drizzle's finally) may come after the loss already gave the client back.
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', lost);
    client.off('end', lost);
    release(error);
  };
  return client;
}

/**
 * Several instances of one service may start at once: a session advisory lock per schema, held on one
 * connection for the whole migration, lets the first apply the migrations and the others find them applied.
 */
async function migratePostgresLocked(pool: pg.Pool, schemaName: string, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  const lockKey = `ecp-migrate:${schemaName}`;
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), {
        migrationsFolder,
        migrationsSchema: schemaName,
        migrationsTable: MIGRATIONS_TABLE,
      });
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
    }
  } finally {
    connection.release();
  }
}

/**
 * The migrator creates the service schema for its bookkeeping table before running the migrations, so a
 * migration that creates the schema itself fails with "schema already exists"; say how to avoid that.
 */
function explainMigrationError(error: unknown, { schemaName, migrationsFolder }: DatabaseOptions): unknown {
  if (databaseErrorCode(error) !== DUPLICATE_SCHEMA) return error;
  return new Error(
    `A migration in ${migrationsFolder} runs CREATE SCHEMA "${schemaName}", but openDatabase() creates that schema itself. ` +
      `Declare pgSchema('${schemaName}') in a file drizzle-kit does not read (only import it from the table files) ` +
      `and regenerate, or change the statement to CREATE SCHEMA IF NOT EXISTS.`,
    { cause: error },
  );
}

/** A span per query of this connection (statement text, failures), child of whatever span is active when it is sent. */
function traceQueries(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function tracedQuery(this: pg.PoolClient, ...args: unknown[]): unknown {
    const first = args[0];
    const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    const opened = openSpan(`pg ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text.slice(0, 2000) },
    });
    if (!opened) return query.apply(this, args);
    const end = (error?: unknown) => {
      if (error) failSpan(opened.span, error);
      opened.span.end();
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // The pool's own query() passes a callback.
      args[args.length - 1] = (error: unknown, result: unknown) => {
        end(error ?? undefined);
        return (callback as (error: unknown, result: unknown) => unknown)(error, result);
      };
      return opened.run(() => query.apply(this, args));
    }
    const result = opened.run(() => query.apply(this, args));
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => (end(), value),
        (error: unknown) => {
          end(error);
          throw error;
        },
      );
    }
    end();
    return result;
  };
}

function onlyOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests use; override with TEST_POSTGRES_URL (any database the user may CREATE DATABASE from). */
export function testPostgresAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TempPostgresDatabase {
  name: string;
  url: string;
  /** Drops the database, closing any connection still open to it. Idempotent. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl(), connectionTimeoutMillis: 3000 });
  // A connection lost while idle emits 'error'; unheard, it would crash the test process (the work in hand rejects anyway).
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a database of its own for one test run (`ecp_test_<random>`), so runs never see each other's data. */
export async function createTempPostgresDatabase(): Promise<TempPostgresDatabase> {
  const name = `ecp_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(testPostgresAdminUrl());
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    drop: () =>
      (dropped ??= withAdminClient(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      })),
  };
}

/**
 * Ends every connection to `database` but the given ones (their backend pids), as PostgreSQL does to a server restart's
 * clients: `pg_terminate_backend`, run from the admin database. Resolves with the pids it terminated.
 */
export async function terminatePostgresBackends(
  database: string,
  options: { /** Backend pids left alone (a test's own connection). */ except?: number[]; /** Only those waiting for a lock. */ waitingOnLock?: boolean } = {},
): Promise<number[]> {
  return withAdminClient(async (client) => {
    // pg_terminate_backend in the select list: it runs only on the rows the WHERE kept (in the WHERE, PostgreSQL could
    // call it before the other conditions, on another database's backends).
    const { rows } = await client.query<{ pid: number; terminated: boolean }>(
      `select pid, pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and not (pid = any($2::int[])) and ($3::boolean is false or wait_event_type = 'Lock')`,
      [database, options.except ?? [], options.waitingOnLock ?? false],
    );
    return rows.filter((row) => row.terminated).map((row) => row.pid);
  });
}

/** One connection that holds the locks a test takes, to stop other sessions at a chosen statement. */
export interface PostgresLockHolder {
  /** Its backend pid (leave it out of terminatePostgresBackends). */
  pid: number;
  /** Runs a locking statement (e.g. `lock table s.t in share mode`) in the holder's transaction, begun by the first. */
  lock(statement: string): Promise<void>;
  /** Pids of the database's other backends waiting for a lock now. */
  waiting(): Promise<number[]>;
  /** Ends the transaction (every lock goes) and the connection. Idempotent. */
  release(): Promise<void>;
}

export async function postgresLockHolder(url: string): Promise<PostgresLockHolder> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]!.pid;
  let begun = false;
  let released: Promise<void> | undefined;
  return {
    pid,
    async lock(statement) {
      if (!begun) await client.query('begin');
      begun = true;
      await client.query(statement);
    },
    async waiting() {
      const waiting = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      return waiting.rows.map((row) => row.pid);
    },
    release: () =>
      (released ??= (async () => {
        if (begun) await client.query('rollback').catch(() => undefined);
        await client.end().catch(() => undefined);
      })()),
  };
}

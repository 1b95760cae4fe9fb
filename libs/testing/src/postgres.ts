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

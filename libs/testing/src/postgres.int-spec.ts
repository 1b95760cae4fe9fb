import { afterAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTempPostgresDatabase, type TempPostgresDatabase } from './postgres.js';
import { describeWithServer, serverAvailable } from './servers.js';

await describeWithServer('postgres', 'createTempPostgresDatabase', () => {
  const created: TempPostgresDatabase[] = [];
  afterAll(() => Promise.all(created.map((database) => database.drop())));

  it('reports the server as available', async () => {
    expect(await serverAvailable('postgres')).toBe(true);
  });

  it('creates uniquely named databases that can be connected to and dropped', async () => {
    const [first, second] = await Promise.all([createTempPostgresDatabase(), createTempPostgresDatabase()]);
    created.push(first, second);
    expect(first.name).toMatch(/^ecp_test_[0-9a-f]{12}$/);
    expect(first.name).not.toBe(second.name);

    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    expect(rows[0]?.name).toBe(first.name);
    // Left open on purpose: drop() must close lingering connections itself.
    client.on('error', () => undefined);

    await first.drop();
    await first.drop();
    const check = new pg.Client({ connectionString: first.url });
    await expect(check.connect()).rejects.toThrow(`database "${first.name}" does not exist`);
    await client.end().catch(() => undefined);
  });
});

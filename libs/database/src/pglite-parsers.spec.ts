import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { openSharedPglite, type SharedPglite } from './database.js';
import { withInstanceParsers } from './pglite-parsers.js';

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plain: timestamp('plain').notNull(),
  label: text('label').notNull(),
});

describe('PGlite parsers set once on the instance', () => {
  let pglite: SharedPglite;
  const at = new Date('2026-03-04T05:06:07.089Z');

  beforeAll(async () => {
    pglite = await openSharedPglite();
    await pglite.client.exec('create table stamps (id int primary key, at timestamptz not null, plain timestamp not null, label text not null)');
  });
  afterAll(() => pglite.close());

  it('reads timestamps through Drizzle as the Dates written, outside and inside a transaction', async () => {
    const db = drizzle({ client: withInstanceParsers(pglite.client) });
    await db.insert(stamps).values({ id: 1, at, plain: at, label: 'one' });
    const [row] = await db.select().from(stamps).where(eq(stamps.id, 1));
    expect(row).toEqual({ id: 1, at, plain: at, label: 'one' });
    const inside = await db.transaction(async (tx) => (await tx.select().from(stamps).where(eq(stamps.id, 1)))[0]);
    expect(inside).toEqual(row);
    const raw = await db.execute(sql`select at from stamps where id = 1`);
    expect(raw.rows[0]).toEqual({ at: expect.stringMatching(/^2026-03-04 05:06:07\.089\+00/) });
  });

  it("leaves out Drizzle's per-query parsers (the instance applies them) and passes any other parsers on", async () => {
    const query = jest.spyOn(pglite.client, 'query');
    try {
      const client = withInstanceParsers(pglite.client);
      await drizzle({ client }).select().from(stamps);
      expect(query.mock.calls.at(-1)?.[2]).toMatchObject({ parsers: undefined });
      const upper = { 25: (value: string) => value.toUpperCase() };
      const { rows } = await client.query<{ label: string }>('select label from stamps where id = 1', [], { parsers: upper });
      expect(rows).toEqual([{ label: 'ONE' }]);
    } finally {
      query.mockRestore();
    }
  });
});

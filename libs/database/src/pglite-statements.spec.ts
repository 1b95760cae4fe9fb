import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { messages } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { openSharedPglite, type SharedPglite } from './database.js';
import { withInstanceParsers } from './pglite-parsers.js';
import { PreparedStatements, preparedStatementsOf } from './pglite-statements.js';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  done: boolean('done').notNull(),
  meta: jsonb('meta'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

describe('PGlite statements prepared once', () => {
  let pglite: SharedPglite;
  const at = new Date('2026-03-04T05:06:07.089Z');
  const preparedCount = async () => (await pglite.client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  beforeAll(async () => {
    pglite = await openSharedPglite();
    await pglite.client.exec('create table notes (id int primary key, body text not null, done boolean not null, meta jsonb, at timestamptz not null)');
  });
  afterAll(() => pglite.close());

  it('answers as PGlite query() does: rows in both modes, fields, command and counts, parameters serialised by type', async () => {
    const statements = new PreparedStatements(pglite.client);
    const insert = 'insert into notes (id, body, done, meta, at) values ($1, $2, $3, $4, $5)';
    const params = [1, 'first', true, { tags: ['a'] }, at];
    expect(await statements.query(insert, params)).toEqual(await pglite.client.query(insert, [2, 'first', true, { tags: ['a'] }, at]));
    await statements.query(insert, [3, 'third', 'f', null, at.toISOString()]);
    const select = 'select id, body, done, meta, at from notes where id = any($1::int[]) order by id';
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { 25: (value: string) => value.toUpperCase() } }]) {
      expect(await statements.query(select, [[1, 3]], options)).toEqual(await pglite.client.query(select, [[1, 3]], options));
    }
    const { rows } = await statements.query<{ id: number; done: boolean; meta: unknown }>(select, [[1, 3]]);
    expect(rows).toMatchObject([{ id: 1, done: true, meta: { tags: ['a'] } }, { id: 3, done: false, meta: null }]);
    const update = 'update notes set done = $1 where id > $2';
    expect(await statements.query(update, [true, 0])).toEqual(await pglite.client.query(update, [true, 0]));
    expect((await statements.query('select id from notes where body = $1', ['none'])).rows).toEqual([]);
  });

  it('parses each text once: one named statement, whatever the number of calls', async () => {
    const statements = new PreparedStatements(pglite.client);
    const before = await preparedCount();
    for (let i = 0; i < 10; i += 1) await statements.query('select body from notes where id = $1', [1]);
    expect(statements.size).toBe(1);
    expect(await preparedCount()).toBe(before + 1);
  });

  it("fails as PGlite query() fails (the same DatabaseError, with the query and its params), and goes on working", async () => {
    const statements = new PreparedStatements(pglite.client);
    const insert = 'insert into notes (id, body, done, at) values ($1, $2, $3, $4)';
    const expected = await pglite.client.query(insert, [1, 'again', true, at]).catch((error: unknown) => error);
    const error = await statements.query(insert, [1, 'again', true, at]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', query: insert, params: [1, 'again', true, at] });
    expect((error as Error).message).toBe((expected as Error).message);
    const syntax = await statements.query('select from where $1', [1]).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601', query: 'select from where $1' });
    // A statement that failed is not kept: the next call prepares it afresh.
    expect(statements.size).toBe(0);
    expect((await statements.query('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'first' }]);
  });

  it('prepares anew a statement PostgreSQL dropped or whose columns changed', async () => {
    const statements = new PreparedStatements(pglite.client);
    const select = 'select * from notes where id = $1';
    await statements.query(select, [1]);
    await pglite.client.exec('deallocate all');
    expect((await statements.query<{ body: string }>(select, [1])).rows[0]?.body).toBe('first');
    await pglite.client.exec('alter table notes add column extra text');
    expect((await statements.query(select, [1])).fields.map((field) => field.name)).toContain('extra');
    await pglite.client.exec('alter table notes drop column extra');
    expect((await statements.query(select, [1])).fields.map((field) => field.name)).not.toContain('extra');
  });

  it('keeps at most its capacity, closing the least recently used', async () => {
    await pglite.client.exec('deallocate all');
    const statements = new PreparedStatements(pglite.client, 2);
    await statements.query('select 1 + $1::int as n', [1]);
    await statements.query('select 2 + $1::int as n', [1]);
    await statements.query('select 1 + $1::int as n', [1]);
    await statements.query('select 3 + $1::int as n', [1]);
    expect(statements.size).toBe(2);
    const { rows } = await pglite.client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement');
    expect(rows.map((row) => row.statement)).toEqual(['select 1 + $1::int as n', 'select 3 + $1::int as n']);
    expect((await statements.query<{ n: number }>('select 2 + $1::int as n', [1])).rows).toEqual([{ n: 3 }]);
  });

  it("runs Drizzle's queries on the instance and in its transactions as named statements, and waits for a transaction in flight", async () => {
    const db = drizzle({ client: withInstanceParsers(pglite.client) });
    const statements = preparedStatementsOf(pglite.client);
    const byId = db.select().from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare('note_by_id');
    const size = statements.size;
    expect(await byId.execute({ id: 1 })).toEqual([{ id: 1, body: 'first', done: true, meta: { tags: ['a'] }, at }]);
    expect(await byId.execute({ id: 3 })).toMatchObject([{ id: 3, meta: null, at }]);
    expect(statements.size).toBe(size + 1);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'changed' }).where(eq(notes.id, 1));
      await held;
      await tx.update(notes).set({ body: 'first' }).where(eq(notes.id, 1));
    });
    const read = byId.execute({ id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // The read waited for the transaction: it never saw its intermediate state.
    expect((await read)[0]?.body).toBe('first');
    // The transaction's update (the same text twice) is one more statement.
    expect(statements.size).toBe(size + 2);
  });

  it('fails a transaction whose prepared statement fails, as before, and keeps statements across a rollback', async () => {
    const db = drizzle({ client: withInstanceParsers(pglite.client) });
    const insertNote = (tx: Pick<typeof db, 'insert'>, id: number) => tx.insert(notes).values({ id, body: `note ${id}`, done: false, meta: null, at });
    await expect(
      db.transaction(async (tx) => {
        await insertNote(tx, 501);
        await insertNote(tx, 501); // a duplicate key: the transaction is rolled back
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await db.select().from(notes).where(eq(notes.id, 501))).toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await insertNote(tx, 502);
        tx.rollback();
      }),
    ).rejects.toThrow();
    // The same statements serve the next transaction, prepared before rollbacks or not.
    await db.transaction(async (tx) => {
      await insertNote(tx, 503);
      await insertNote(tx, 504);
    });
    expect((await db.select({ id: notes.id }).from(notes).where(sql`${notes.id} > 500`)).map((row) => row.id).sort()).toEqual([503, 504]);
  });

  it('plans a statement again once it is older than its maximum age: a plan made on an empty table does not stay', async () => {
    await pglite.client.exec('create table growing (id int primary key, owner int not null); create index growing_owner on growing (owner)');
    await pglite.client.exec('vacuum growing');
    const statements = new PreparedStatements(pglite.client, 100, 200);
    const lookup = 'select id from growing where owner = $1';
    const plan = async () => {
      const { rows } = await pglite.client.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [lookup]);
      expect(rows).toHaveLength(1);
      return (await pglite.client.query<{ 'QUERY PLAN': string }>(`explain execute ${rows[0]!.name}(7)`)).rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    for (let i = 0; i < 6; i += 1) await statements.query(lookup, [i]);
    expect(await plan()).toMatch(/Seq Scan/);
    await pglite.client.exec('insert into growing select g, g % 5000 from generate_series(1, 50000) g');
    // PostgreSQL keeps the generic plan it costed on the empty table (PGlite runs no autovacuum to invalidate it).
    expect(await plan()).toMatch(/Seq Scan/);
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (let i = 0; i < 6; i += 1) expect((await statements.query<{ id: number }>(lookup, [7])).rows).toHaveLength(10);
    expect(await plan()).toMatch(/Index|Bitmap/);
  });

  it('prepares a statement anew when a column it reads changed type under it, and answers as query() would', async () => {
    await pglite.client.exec("create table typed (id int primary key, v text); insert into typed values (1, 'a')");
    const statements = new PreparedStatements(pglite.client);
    const select = 'select v from typed where id = $1';
    expect((await statements.query(select, [1])).rows).toEqual([{ v: 'a' }]);
    await pglite.client.exec('alter table typed alter column id type text');
    expect((await statements.query(select, ['1'])).rows).toEqual(await pglite.client.query(select, ['1']).then((r) => r.rows));
    expect((await statements.query(select, ['1'])).rows).toEqual([{ v: 'a' }]);
  });

  it('runs a statement whose own execution raises 26000 once, not twice', async () => {
    await pglite.client.exec(`create sequence calls; create function raise_26000(n int) returns int language plpgsql as $$ begin perform nextval('calls'); raise sqlstate '26000' using message = 'not a statement of ours'; end $$`);
    const statements = new PreparedStatements(pglite.client);
    await expect(statements.query('select raise_26000($1)', [1])).rejects.toMatchObject({ code: '26000' });
    await expect(statements.query('select raise_26000($1)', [1])).rejects.toMatchObject({ code: '26000' });
    // The sequence is not rolled back: it counts the runs.
    expect((await pglite.client.query<{ n: string }>("select last_value::text as n from calls")).rows[0]!.n).toBe('2');
  });
});


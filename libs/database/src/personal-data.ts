import { eq, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from './database.js';
import type { OutboxTable } from './outbox.js';

/** A table holding a person's rows, and the column naming them. One list per service serves both export and erasure. */
export interface PersonalTable {
  table: PgTable;
  userId: Column;
  /** Columns left out of an export (secrets). */
  omit?: readonly string[];
}

/** Every row each table holds about `userId`, by table name (secrets omitted): a service's part of a data export. */
export async function exportPersonalRows(db: AppDatabase, tables: readonly PersonalTable[], userId: string): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const { table, userId: column, omit = [] } of tables) {
    const rows = (await db.select().from(table).where(eq(column, userId))) as Record<string, unknown>[];
    result[getTableName(table)] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))));
  }
  return result;
}

/** Deletes every row each table holds about `userId`; returns how many went. Running it twice deletes nothing the second time. */
export async function erasePersonalRows(tx: AppTransaction, tables: readonly PersonalTable[], userId: string): Promise<number> {
  let erased = 0;
  for (const { table, userId: column } of tables) erased += (await tx.delete(table).where(eq(column, userId)).returning()).length;
  return erased;
}

/**
 * Deletes the outbox rows of events that name `userId` anywhere in their envelope (an erased account): published
 * ones are history nobody needs, unpublished ones would spread the person's data after the erasure.
 */
export async function eraseUserEvents(tx: AppTransaction, outbox: OutboxTable, userId: string): Promise<number> {
  const deleted = await tx.delete(outbox).where(sql`position(${userId} in ${outbox.envelope}::text) > 0`).returning({ id: outbox.id });
  return deleted.length;
}

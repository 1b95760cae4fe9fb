import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { EventSubject, TypedEvent } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from './database.js';

/** Message headers stored with an event and handed to the bus on publish. */
export type EventHeaders = Record<string, string>;

/**
 * The transactional outbox of one service. Include it in the service's drizzle schema so
 * drizzle-kit generates it into the service migration: `export const outbox = outboxTable(schema);`
 */
export function outboxTable(schema: PgSchema) {
  return schema.table(
    'outbox',
    {
      /** The event id; the relay publishes it as the bus message id so the bus can deduplicate. */
      id: uuid('id').primaryKey(),
      // Allocation order of the rows: created_at is equal for every row of one transaction.
      position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
      subject: text('subject').notNull(),
      envelope: jsonb('envelope').$type<TypedEvent<EventSubject>>().notNull(),
      headers: jsonb('headers').$type<EventHeaders>().notNull().default({}),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
      lastError: text('last_error'),
    },
    (table) => [index('outbox_unpublished_idx').on(table.position).where(sql`${table.publishedAt} is null`)],
  );
}

export type OutboxTable = ReturnType<typeof outboxTable>;
export type OutboxRow = OutboxTable['$inferSelect'];

/** Adds an event to the outbox inside the caller's transaction, so it commits or rolls back with the state change. */
export async function enqueueEvent<S extends EventSubject>(
  tx: AppTransaction,
  outbox: OutboxTable,
  event: TypedEvent<S>,
  headers: EventHeaders = {},
): Promise<void> {
  await enqueueEvents(tx, outbox, [{ event: event as TypedEvent<EventSubject>, headers }]);
}

/** Adds events to the outbox in one statement, in the given order (the relay publishes them in that order). */
export async function enqueueEvents(tx: AppTransaction, outbox: OutboxTable, events: readonly { event: TypedEvent<EventSubject>; headers?: EventHeaders }[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(events.map(({ event, headers }) => ({ id: event.id, subject: event.type, envelope: event, headers: headers ?? {} })));
}

/** Deletes published events older than `olderThanDays`; returns how many went. Unpublished rows are never touched. */
export async function purgePublishedEvents(db: AppDatabase, outbox: OutboxTable, olderThanDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanDays * 86_400_000);
  const deleted = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.publishedAt), lt(outbox.publishedAt, cutoff)))
    .returning({ id: outbox.id });
  return deleted.length;
}

import { primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from './database.js';

/**
 * The inbox of one service: which events each consumer has already applied.
 * Include it in the service's drizzle schema next to the outbox: `export const inbox = inboxTable(schema);`
 */
export function inboxTable(schema: PgSchema) {
  return schema.table(
    'inbox',
    {
      eventId: uuid('event_id').notNull(),
      consumer: text('consumer').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.eventId, table.consumer] })],
  );
}

export type InboxTable = ReturnType<typeof inboxTable>;

/**
 * Runs `handler` at most once per (event, consumer): the inbox mark and the handler's writes commit
 * in one transaction. Returns false, without running the handler, when the event was already processed;
 * a throwing handler rolls the mark back so a redelivery runs it again.
 */
export async function handleOnce(
  db: AppDatabase,
  inbox: InboxTable,
  key: { eventId: string; consumer: string },
  handler: (tx: AppTransaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(inbox)
      .values({ eventId: key.eventId, consumer: key.consumer })
      .onConflictDoNothing()
      .returning({ eventId: inbox.eventId });
    if (marked.length === 0) return false;
    await handler(tx);
    return true;
  });
}

import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { partners } from './partners.schema.js';
import { webhooks } from './webhooks.table.js';

/** One event to one endpoint: the body as sent (signed on each attempt), retried with back-off until it gives up. */
export const webhookDeliveries = partners.table(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending (waiting for an attempt), delivered (a 2xx answer), failed (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_webhook_event_unique').on(table.webhookId, table.eventId),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

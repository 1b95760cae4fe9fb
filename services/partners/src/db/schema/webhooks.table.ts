import { sql } from 'drizzle-orm';
import { boolean, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './partners.schema.js';

/** A partner's HTTPS endpoint and the event types it wants; `secret` signs every delivery to it. */
export const webhooks = partners.table('webhooks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  url: text('url').notNull(),
  eventTypes: jsonb('event_types').$type<string[]>().notNull(),
  /** Entitled to personal data: deliveries keep the personal fields of each event (partnerEvents). */
  personalData: boolean('personal_data').notNull().default(false),
  secret: text('secret').notNull(),
  /** After a rotation the old secret still signs (a second signature) until this time, so a partner can switch over. */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
  createdBy: uuid('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

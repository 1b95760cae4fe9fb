import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/**
 * The register of deleted accounts: one row per service that confirmed (user.erased) the erasure, `identity` first.
 * Holds the bare id only (nothing else of the person is left anywhere), so an operator can show the erasure happened.
 */
export const accountErasures = identity.table(
  'account_erasures',
  {
    userId: uuid('user_id').notNull(),
    service: text('service').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service] })],
);

import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';
import { users } from './users.table.js';

/** Single-use secrets sent by email or held between sign-in steps, stored only as SHA-256 hashes. */
export const oneTimeTokens = identity.table(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_confirmation', 'mfa_challenge'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

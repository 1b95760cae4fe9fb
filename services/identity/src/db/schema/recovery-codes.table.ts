import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';
import { users } from './users.table.js';

/** Two-factor recovery codes (SHA-256 hashes), each usable once instead of an authenticator code. */
export const recoveryCodes = identity.table(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

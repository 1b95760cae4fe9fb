import { boolean, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';
import { users } from './users.table.js';

/**
 * Refresh tokens are stored only as SHA-256 hashes. Tokens rotated from one sign-in share a family,
 * so reuse of a rotated token can revoke the whole family. `mfa` records that the sign-in which started
 * the family passed a second factor; every rotation copies it, so refreshed access tokens keep the mark.
 */
export const refreshTokens = identity.table(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    mfa: boolean('mfa').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

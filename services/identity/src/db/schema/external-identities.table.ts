import { text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';
import { users } from './users.table.js';

/** An account at an OpenID Connect provider (issuer + subject) linked to one of our users. */
export const externalIdentities = identity.table(
  'external_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_identities_issuer_subject_unique').on(t.issuer, t.subject)],
);

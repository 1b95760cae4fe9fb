import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity, roleEnum } from './identity.schema.js';
import { users } from './users.table.js';

/** One record per user (spec §3). */
export const userRoles = identity.table('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  role: roleEnum('role').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

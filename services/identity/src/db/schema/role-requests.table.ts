import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity, roleEnum } from './identity.schema.js';
import { users } from './users.table.js';

/** A partner or admin role asked for at sign-up, waiting for an admin's decision. */
export const roleRequests = identity.table('role_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: roleEnum('role').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

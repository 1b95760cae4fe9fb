import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

/** Projection of identity's accounts from `user.registered`: the users this service knows. */
export const knownUsers = skills.table('users', {
  userId: uuid('user_id').primaryKey(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
});

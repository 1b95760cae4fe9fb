import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

/** Projection of identity's accounts from `user.registered`: the users this service knows. */
export const knownUsers = skills.table('users', {
  userId: uuid('user_id').primaryKey(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  /** When a CV analysis of the user was first imported: from then on the assessment panel may add skills as `assessment`. */
  analysedAt: timestamp('analysed_at', { withTimezone: true }),
});

import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/** Backfills that ran to the end in this database (`progress-snapshot-v1`): each runs once per database. */
export const backfillRuns = gamification.table('backfill_runs', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  /** How many users it went through. */
  users: integer('users').notNull(),
});

import { date, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/** The calendar days (in the user's time zone, else UTC) on which any event of the user happened: streak_7. */
export const activeDays = gamification.table(
  'active_days',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

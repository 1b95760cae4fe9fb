import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

export const userActivities = gamification.table(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    activityType: text('activity_type').notNull(),
    activityData: jsonb('activity_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_created_idx').on(t.userId, t.createdAt)],
);

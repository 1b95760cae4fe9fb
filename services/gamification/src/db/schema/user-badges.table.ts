import { jsonb, timestamp, unique, uuid, text } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

export const userBadges = gamification.table(
  'user_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    badgeType: text('badge_type').notNull(),
    badgeCategory: text('badge_category').notNull(),
    earnedDate: timestamp('earned_date', { withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The spec's "a badge is awarded only once per type" is a database fact, not a check-then-insert.
  (t) => [unique('user_badges_user_type_unique').on(t.userId, t.badgeType)],
);

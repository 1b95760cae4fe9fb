import { timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';
import { careerPaths } from './career-paths.table.js';

export const userCareerInterests = skills.table(
  'user_career_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    careerPathId: uuid('career_path_id').notNull().references(() => careerPaths.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_career_interests_user_path_unique').on(t.userId, t.careerPathId)],
);

import { boolean, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/**
 * Projection of the user's career interests, fed by career-interest.changed: the newest change of a path wins
 * (by the event's `occurredAt`), so a late "interested" never undoes a newer "not interested".
 */
export const careerInterests = gamification.table(
  'career_interests',
  {
    userId: uuid('user_id').notNull(),
    careerPathId: uuid('career_path_id').notNull(),
    interested: boolean('interested').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.careerPathId] })],
);

import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { training } from './training.schema.js';

/**
 * Projection of the skills service's user skills, fed by skill.added / skill.removed, so the
 * catalogue can compute match percent and recommendations without calling back. A removal is kept
 * as a tombstone (removed_at) so events arriving out of order still end in the right state.
 */
export const heldSkills = training.table(
  'held_skills',
  {
    userId: uuid('user_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    skillName: text('skill_name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessment } from './assessment.schema.js';

/**
 * Projection of the skills service's user skills, fed by skill.added / skill.removed, so an assessment's
 * gaps leave out what the user already holds without asking the skills service. A removal is kept as a
 * tombstone (removed_at) so events arriving out of order still end in the right state (skill ids are
 * per user skill: adding a skill again is a new id).
 */
export const heldSkills = assessment.table(
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

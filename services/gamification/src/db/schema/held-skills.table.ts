import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/**
 * Projection of the user's skills (the skills service owns them), fed by skill.added / skill.removed: the
 * skill count behind skill_collector and the dashboard, removals included. A removal is a tombstone
 * (removed_at), so an `added` delivered after its `removed` does not bring the skill back (a skill added
 * again is a new id).
 */
export const heldSkills = gamification.table(
  'held_skills',
  {
    userId: uuid('user_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    skillName: text('skill_name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

import { sql } from 'drizzle-orm';
import { text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

export const userSkills = skills.table(
  'user_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    skillName: text('skill_name').notNull(),
    proficiencyLevel: text('proficiency_level').notNull().default('intermediate'),
    source: text('source').$type<'manual' | 'assessment'>().notNull().default('manual'),
    /** The taxonomy concept whose label or synonym matches the name, when one does. */
    taxonomyConceptId: text('taxonomy_concept_id'),
    /**
     * The assessment whose CV analysis put it on the profile; null for a skill the person added. The next analysis
     * replaces what an earlier one found and it does not find again (cv.analysis.completed).
     */
    importedBy: uuid('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "No case-insensitive duplicate" is a database fact, not a check-then-insert.
  (t) => [uniqueIndex('user_skills_user_name_unique').on(t.userId, sql`lower(${t.skillName})`)],
);

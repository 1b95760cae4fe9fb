import { boolean, index, text } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

/** The skills taxonomy: ESCO skills and skill groups (with the hierarchy) and O*NET technology skills. */
export const taxonomyConcepts = skills.table(
  'taxonomy_concepts',
  {
    /** `skill/<uuid>` or `isced-f/…` for ESCO (its URI without the prefix), `onet/<slug>` for O*NET-only tools. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'skill' | 'group'>().notNull(),
    label: text('label').notNull(),
    altLabels: text('alt_labels').array().notNull().default([]),
    skillType: text('skill_type'),
    broader: text('broader').array().notNull().default([]),
    /** green, digital, transversal (ESCO collections), technology (O*NET). */
    tags: text('tags').array().notNull().default([]),
    source: text('source').$type<'esco' | 'onet'>().notNull(),
    hot: boolean('hot').notNull().default(false),
    category: text('category'),
  },
  (t) => [index('taxonomy_concepts_kind_idx').on(t.kind)],
);

import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentHistoryEntry } from '@ecp/contracts';
import { assessment } from './assessment.schema.js';
import { cvAssessments } from './cv-assessments.table.js';

/**
 * What a history entry keeps besides the assessment: its skills and score (the History tab's change is computed
 * between adjacent entries from these), and the change it made against the latest assessment as of its completion.
 */
export type HistorySnapshot = Omit<AssessmentHistoryEntry, 'assessment'> & {
  marketAlignmentScore: number;
  previousScore: number | null;
  skillsExtracted: string[];
  assessmentType: string;
  input: AssessmentHistoryEntry['assessment']['input'];
};

/** Spec §3 assessment_history: one snapshot per completed assessment. */
export const assessmentHistory = assessment.table('assessment_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  assessmentId: uuid('assessment_id').notNull().unique().references(() => cvAssessments.id, { onDelete: 'cascade' }),
  snapshotData: jsonb('snapshot_data').$type<HistorySnapshot>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

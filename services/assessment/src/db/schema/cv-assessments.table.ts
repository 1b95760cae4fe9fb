import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Assessment } from '@ecp/contracts';
import { assessment } from './assessment.schema.js';

/** Spec §3 cv_assessments; the market figures keep their sources beside them (jsonb, read whole). */
export const cvAssessments = assessment.table(
  'cv_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    assessmentType: text('assessment_type').notNull().default('manual'),
    status: text('status').$type<Assessment['status']>().notNull().default('processing'),
    skillsExtracted: jsonb('skills_extracted').$type<string[]>().notNull().default([]),
    /** Every extracted skill with its ESCO concept, proficiency, CV evidence line and demand figure. */
    skillDetails: jsonb('skill_details').$type<Assessment['skills']>().notNull().default([]),
    currentPosition: text('current_position'),
    yearsOfExperience: integer('years_of_experience'),
    keyStrengths: jsonb('key_strengths').$type<string[]>().notNull().default([]),
    marketAlignmentScore: integer('market_alignment_score').notNull().default(0),
    industryTrends: jsonb('industry_trends').$type<Assessment['industryTrends']>().notNull().default([]),
    skillGaps: jsonb('skill_gaps').$type<Assessment['skillGaps']>().notNull().default({ totalGaps: 0, missingSkills: [] }),
    recommendedSkills: jsonb('recommended_skills').$type<string[]>().notNull().default([]),
    marketSkills: jsonb('market_skills').$type<Assessment['marketSkills']>().notNull().default([]),
    futureJobMatches: jsonb('future_job_matches').$type<Assessment['futureJobMatches']>().notNull().default([]),
    dataSources: jsonb('data_sources').$type<Assessment['dataSources']>().notNull().default([]),
    input: jsonb('input').$type<Assessment['input']>().notNull(),
    failureMessage: text('failure_message'),
    /** The CV object analysed (cv_upload only): a redelivered cv.uploaded finds its assessment by it. */
    cvPath: text('cv_path'),
    /** The upload it came from (cv.uploaded's uploadId), carried on its cv.analysis.* events; null otherwise. */
    uploadId: uuid('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its input was given: an upload's uploadedAt (its analysis may start after a later upload's, on another
     * replica or redelivered), the request's time otherwise; null on rows older than it (their createdAt stands in).
     * Latest and the history's order go by it: the assessment of the CV uploaded last is the current one.
     */
    inputAt: timestamp('input_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('cv_assessments_user_created_idx').on(t.userId, t.createdAt),
    // One assessment per stored CV object, however often its cv.uploaded is delivered.
    uniqueIndex('cv_assessments_user_cv_unique').on(t.userId, t.cvPath).where(sql`${t.cvPath} is not null`),
    // Where an upload's analysis stands (assessment.upload-analysis), without reading all of the user's assessments.
    index('cv_assessments_user_upload_idx').on(t.userId, t.uploadId).where(sql`${t.uploadId} is not null`),
  ],
);

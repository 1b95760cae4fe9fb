import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { training } from './training.schema.js';
import { trainingPrograms } from './training-programs.table.js';

export const enrollmentStatuses = ['enrolled', 'in_progress', 'completed', 'dropped'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/** What the service keeps in user_enrollments.metadata. */
export interface EnrollmentMetadata {
  /** The provider's course link for the learner (spec: metadata.enrollmentUrl). */
  enrollmentUrl?: string;
  providerUserId?: string;
  expiresAt?: string;
  /** Raw status last reported by the provider. */
  providerStatus?: string;
  lastSyncedAt?: string;
  /** Set while the provider could not be reached at enrolment; the scheduler retries the registration. */
  registrationPending?: boolean;
  lastProviderError?: string;
  /** The place is taken and the provider being asked: enrollment.created is announced once it answers (or the scheduler's registration does). */
  unannounced?: boolean;
  /** Until when one process makes this enrollment's provider calls (EnrollmentRepository.claimProviderCalls). */
  providerCallsUntil?: string;
}

/** Spec §3 user_enrollments; status follows the §4 state machine. */
export const userEnrollments = training.table(
  'user_enrollments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    programId: uuid('program_id').notNull().references(() => trainingPrograms.id),
    sessionId: text('session_id'),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull().defaultNow(),
    startDate: timestamp('start_date', { withTimezone: true }),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    status: text('status', { enum: enrollmentStatuses }).notNull().default('enrolled'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    externalEnrollmentId: text('external_enrollment_id'),
    accessToken: text('access_token'),
    certificateUrl: text('certificate_url'),
    finalScore: numeric('final_score', { precision: 5, scale: 2, mode: 'number' }),
    metadata: jsonb('metadata').$type<EnrollmentMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_enrollments_user_idx').on(t.userId, t.enrollmentDate),
    // One live enrollment per user and program; a dropped one may be followed by a new one.
    uniqueIndex('user_enrollments_active_unique').on(t.userId, t.programId).where(sql`${t.status} <> 'dropped'`),
    index('user_enrollments_sync_idx').on(t.status).where(sql`${t.status} in ('enrolled', 'in_progress')`),
  ],
);

import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/**
 * Projection of the user's enrollments (the training service owns them), fed by the enrollment.* events and
 * certificate.issued. Status and progress: the newest event wins (by `occurredAt`); a certificate, once
 * issued, stays.
 */
export const enrollments = gamification.table(
  'enrollments',
  {
    enrollmentId: uuid('enrollment_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** Null until an event that names the program arrives (a certificate may come first). */
    programId: uuid('program_id'),
    status: text('status').$type<'enrolled' | 'in_progress' | 'completed' | 'dropped'>().notNull(),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    certificateIssuedAt: timestamp('certificate_issued_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enrollments_user_idx').on(t.userId)],
);

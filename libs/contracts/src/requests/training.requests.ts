import { z } from 'zod';
import { storableText, userIdSchema as userId } from './common.js';
import { snapshotPage, snapshotPageRequest } from './progress-snapshot.js';
import { FAILURE_MESSAGES } from '../messages.js';

export const enrollmentStatusSchema = z.enum(['enrolled', 'in_progress', 'completed', 'dropped']);
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

const isoDate = z.iso.datetime();

export const trainingProgramSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  provider: z.object({ id: z.uuid(), name: z.string(), website: z.string().nullable() }),
  deliveryMethod: z.string(),
  description: z.string(),
  duration: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  targetSkills: z.array(z.string()),
  prerequisites: z.array(z.string()),
  price: z.number().nonnegative(),
  currency: z.string(),
  capacity: z.number().int().positive().nullable(),
  externalId: z.string(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  certificationOffered: z.string().nullable(),
  isActive: z.boolean(),
  /** Share of target skills the caller holds (case-insensitive), rounded; 0 when none are required. */
  matchPercentage: z.number().int().min(0).max(100),
  /** At least one target skill is not among the caller's skills. */
  recommended: z.boolean(),
  /** The caller has a live (not dropped) enrollment in it. */
  enrolled: z.boolean(),
});
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;

export const enrollmentSchema = z.object({
  id: z.uuid(),
  userId,
  programId: z.uuid(),
  program: z.object({ title: z.string(), provider: z.object({ name: z.string() }), duration: z.string() }),
  sessionId: z.string().nullable(),
  status: enrollmentStatusSchema,
  progressPercentage: z.number().int().min(0).max(100),
  enrollmentDate: isoDate,
  startDate: isoDate.nullable(),
  completionDate: isoDate.nullable(),
  externalEnrollmentId: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  finalScore: z.number().nullable(),
  metadata: z.object({
    enrollmentUrl: z.string().nullable(),
    /** True while the provider has not confirmed the enrollment yet (it was unreachable); retried on schedule. */
    registrationPending: z.boolean(),
    lastSyncedAt: isoDate.nullable(),
  }),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const moduleProgressSchema = z.object({
  id: z.string(),
  moduleName: z.string(),
  order: z.number().int(),
  status: z.string(),
  timeSpentMinutes: z.number().nonnegative(),
  score: z.number().nullable(),
  lastAccessed: isoDate.nullable(),
  completedAt: isoDate.nullable(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

const byEnrollment = z.object({ userId, enrollmentId: z.uuid() });

/**
 * Request/reply patterns served by the training service. `userId` is always the gateway's verified one.
 * `invalidMessage`: a request that breaks the schema is answered with the operation's spec message (§8).
 */
export const trainingRequests = {
  /** Active programs with the caller's match percent, recommendation and enrollment flags. */
  'training.list-programs': {
    invalidMessage: FAILURE_MESSAGES.retrieveTrainingPrograms,
    request: z.object({ userId }),
    response: z.object({ programs: z.array(trainingProgramSchema) }),
  },
  'training.list-enrollments': {
    invalidMessage: FAILURE_MESSAGES.retrieveEnrollments,
    request: z.object({ userId }),
    response: z.object({ enrollments: z.array(enrollmentSchema) }),
  },
  'training.get-enrollment': {
    invalidMessage: FAILURE_MESSAGES.retrieveEnrollment,
    request: byEnrollment,
    response: enrollmentSchema,
  },
  /** Spec §7 enroll (userId, programId, externalProgramId, sessionId); the external id must be the program's. */
  'training.enroll': {
    changes: true,
    invalidMessage: FAILURE_MESSAGES.enrollInTraining,
    request: z.object({
      userId,
      programId: z.uuid(),
      externalProgramId: storableText().min(1).max(200).optional(),
      sessionId: storableText().min(1).max(200).nullable().optional(),
    }),
    response: enrollmentSchema,
  },
  'training.update-progress': {
    changes: true,
    invalidMessage: FAILURE_MESSAGES.updateProgress,
    request: byEnrollment.extend({ progressPercentage: z.number().int().min(0).max(100) }),
    response: enrollmentSchema,
  },
  'training.cancel-enrollment': {
    changes: true,
    invalidMessage: FAILURE_MESSAGES.cancelEnrollment,
    request: byEnrollment,
    response: enrollmentSchema,
  },
  /** Copies status and progress from the learning provider (spec §4 status mapping). */
  'training.sync-enrollment': {
    changes: true,
    invalidMessage: FAILURE_MESSAGES.syncEnrollmentStatus,
    request: byEnrollment,
    response: enrollmentSchema,
  },
  /** Syncs every active enrollment of the caller; a provider outage leaves them untouched. */
  'training.sync-my-enrollments': {
    changes: true,
    invalidMessage: FAILURE_MESSAGES.syncEnrollmentStatus,
    request: z.object({ userId }),
    response: z.object({ enrollments: z.array(enrollmentSchema), failed: z.number().int().nonnegative() }),
  },
  'training.list-modules': {
    invalidMessage: FAILURE_MESSAGES.retrieveEnrollment,
    request: byEnrollment,
    response: z.object({ modules: z.array(moduleProgressSchema) }),
  },
  /** Each user's enrollments with status and certificate (the gamification backfill). */
  'training.progress-snapshot': {
    request: snapshotPageRequest,
    response: snapshotPage(
      z.object({
        userId,
        enrollments: z.array(
          z.object({
            enrollmentId: z.uuid(),
            programId: z.uuid(),
            status: enrollmentStatusSchema,
            progressPercentage: z.number().int().min(0).max(100),
            completedAt: isoDate.nullable(),
            certificateIssuedAt: isoDate.nullable(),
            updatedAt: isoDate,
          }),
        ),
      }),
    ),
  },
} as const;

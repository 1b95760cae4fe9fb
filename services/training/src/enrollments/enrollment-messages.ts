import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';

/** The spec's training failure messages (§ messages), one per operation; the reason travels as `cause`. */
export const MESSAGES = {
  list: FAILURE_MESSAGES.retrieveEnrollments,
  get: FAILURE_MESSAGES.retrieveEnrollment,
  enroll: FAILURE_MESSAGES.enrollInTraining,
  progress: FAILURE_MESSAGES.updateProgress,
  cancel: FAILURE_MESSAGES.cancelEnrollment,
  sync: FAILURE_MESSAGES.syncEnrollmentStatus,
} as const;

export const notFound = (message: string) => new DomainError('NOT_FOUND', message, { cause: 'Enrollment not found' });

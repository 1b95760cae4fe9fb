import { DomainError } from '@ecp/contracts';

/** The spec's training failure messages (§ messages), one per operation; the reason travels as `cause`. */
export const MESSAGES = {
  list: 'Failed to retrieve enrollments',
  get: 'Failed to retrieve enrollment',
  enroll: 'Failed to enroll in training program',
  progress: 'Failed to update progress',
  cancel: 'Failed to cancel enrollment',
  sync: 'Failed to sync enrollment status',
} as const;

export const notFound = (message: string) => new DomainError('NOT_FOUND', message, { cause: 'Enrollment not found' });

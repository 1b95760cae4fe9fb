import type { ResponseOf } from '@ecp/contracts';
import { Enrollment, EnrollmentStatus } from './training.types.js';

type EnrollmentDto = ResponseOf<'training.enroll'>;

const date = (value: string | null) => (value ? new Date(value) : null);

/** An enrollment as the training service answers it, as GraphQL serves it (dates as Date). */
export function toEnrollment(e: EnrollmentDto): Enrollment {
  return {
    ...e,
    status: e.status as EnrollmentStatus,
    enrollmentDate: new Date(e.enrollmentDate),
    startDate: date(e.startDate),
    completionDate: date(e.completionDate),
    metadata: { ...e.metadata, lastSyncedAt: date(e.metadata.lastSyncedAt) },
  };
}

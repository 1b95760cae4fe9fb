import type { Enrollment } from '../contract-types.js';
import type { EnrollmentView } from './enrollment.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Stored enrollment → the contract's camelCase shape (the access token never leaves the service). */
export function toEnrollment(row: EnrollmentView): Enrollment {
  return {
    id: row.id,
    userId: row.userId,
    programId: row.programId,
    program: { title: row.program.title, provider: { name: row.program.providerName }, duration: row.program.duration },
    sessionId: row.sessionId,
    status: row.status,
    progressPercentage: row.progressPercentage,
    enrollmentDate: row.enrollmentDate.toISOString(),
    startDate: iso(row.startDate),
    completionDate: iso(row.completionDate),
    externalEnrollmentId: row.externalEnrollmentId,
    certificateUrl: row.certificateUrl,
    certificateNumber: row.certificateNumber,
    finalScore: row.finalScore,
    metadata: {
      enrollmentUrl: row.metadata.enrollmentUrl ?? null,
      registrationPending: row.metadata.registrationPending === true,
      lastSyncedAt: row.metadata.lastSyncedAt ?? null,
    },
  };
}

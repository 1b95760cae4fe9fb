import type { AppTransaction } from '@ecp/database';
import type { Emit } from '@ecp/runtime';
import type { EnrollmentMetadata } from '../db/schema/index.js';
import type { ProviderEnrollment } from '../provider/learning-provider.js';
import type { EnrollmentPatch, EnrollmentRepository, EnrollmentRow } from './enrollment.repository.js';

/** The metadata without the last provider failure: a call that went through ends it. */
export function withoutProviderError<M extends { lastProviderError?: string }>(metadata: M): Omit<M, 'lastProviderError'> {
  const { lastProviderError: _failure, ...rest } = metadata;
  return rest;
}

/** What the provider's registration puts on the enrollment: its ids, the learner's course link, no pending flag. */
export function registrationPatch(metadata: EnrollmentMetadata, registered: ProviderEnrollment): EnrollmentPatch {
  const { registrationPending: _pending, ...rest } = withoutProviderError(metadata);
  return {
    externalEnrollmentId: registered.enrollmentId,
    accessToken: registered.accessToken,
    metadata: { ...rest, enrollmentUrl: registered.courseUrl, providerUserId: registered.providerUserId, ...(registered.expiresAt ? { expiresAt: registered.expiresAt } : {}), providerStatus: 'active' },
  };
}

/**
 * Applies `patch` to the enrollment this transaction holds locked and, when its place was taken before the provider
 * was asked and nobody has announced it yet, announces enrollment.created (once: the flag goes in the same update).
 * Every change of such an enrollment goes through here (the provider's answer, the scheduler's registration, a
 * cancellation or progress meanwhile), so that enrollment.created comes before whatever it announces next.
 */
export async function updateAnnouncing(tx: AppTransaction, emit: Emit, repository: EnrollmentRepository, locked: EnrollmentRow, patch: EnrollmentPatch): Promise<EnrollmentRow> {
  const unannounced = locked.metadata.unannounced === true;
  const { unannounced: _flag, ...metadata } = patch.metadata ?? locked.metadata;
  const row = await repository.update(tx, locked.id, { ...patch, metadata });
  if (unannounced) {
    await emit('enrollment.created', {
      userId: row.userId,
      enrollmentId: row.id,
      programId: row.programId,
      externalEnrollmentId: row.externalEnrollmentId,
      enrollmentCount: await repository.countForUser(tx, row.userId),
    });
  }
  return row;
}

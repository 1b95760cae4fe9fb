import type { AppTransaction } from '@ecp/database';
import type { Emit } from '@ecp/runtime';
import type { EnrollmentRepository, EnrollmentRow } from './enrollment.repository.js';

/**
 * Announces a committed transition: enrollment.completed / enrollment.dropped when the status enters
 * that state, enrollment.progressed when an active enrollment's status or progress changed.
 */
export async function emitTransition(tx: AppTransaction, emit: Emit, repository: EnrollmentRepository, before: EnrollmentRow, after: EnrollmentRow): Promise<void> {
  const base = { userId: after.userId, enrollmentId: after.id, programId: after.programId };
  if (after.status === 'completed' && before.status !== 'completed') {
    await emit('enrollment.completed', {
      ...base,
      completedAt: (after.completionDate ?? new Date()).toISOString(),
      finalScore: after.finalScore,
      completedCount: await repository.countForUser(tx, after.userId, 'completed'),
    });
  } else if (after.status === 'dropped' && before.status !== 'dropped') {
    await emit('enrollment.dropped', base);
  } else if ((after.status === 'enrolled' || after.status === 'in_progress') && (after.status !== before.status || after.progressPercentage !== before.progressPercentage)) {
    await emit('enrollment.progressed', { ...base, progressPercentage: after.progressPercentage, status: after.status });
  }
}

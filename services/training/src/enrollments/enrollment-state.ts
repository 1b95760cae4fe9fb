import type { EnrollmentStatus } from '../db/schema/index.js';

/** Spec §4: progress 100 completes the enrollment (with a completion date); any other value means in progress. */
export const COMPLETED_PROGRESS = 100;

export function statusForProgress(progressPercentage: number): Extract<EnrollmentStatus, 'completed' | 'in_progress'> {
  return progressPercentage === COMPLETED_PROGRESS ? 'completed' : 'in_progress';
}

/**
 * Spec §4 provider status mapping: active → enrolled; started, in_progress → in_progress;
 * completed, passed → completed; failed, withdrawn, cancelled → dropped; anything else → enrolled.
 */
export function mapProviderStatus(providerStatus: string): EnrollmentStatus {
  switch (providerStatus) {
    case 'active':
      return 'enrolled';
    case 'started':
    case 'in_progress':
      return 'in_progress';
    case 'completed':
    case 'passed':
      return 'completed';
    case 'failed':
    case 'withdrawn':
    case 'cancelled':
      return 'dropped';
    default:
      return 'enrolled';
  }
}

import { DomainError } from '@ecp/contracts';

/** Spec §8 messages of the assessment flows. */
export const ANALYZE_FAILED = 'Failed to analyze CV';
export const READ_FAILED = 'Failed to read file';

/** An empty CV text is the caller's mistake, answered before anything is stored. */
export function requireCvText(cvText: string): void {
  if (!cvText.trim()) throw new DomainError('VALIDATION_ERROR', ANALYZE_FAILED, { reason: 'The CV text is empty' });
}

import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';

/** Spec §8 messages of the assessment flows. */
export const ANALYZE_FAILED = FAILURE_MESSAGES.analyzeCv;
export const READ_FAILED = FAILURE_MESSAGES.readFile;

/** An empty CV text is the caller's mistake, answered before anything is stored. */
export function requireCvText(cvText: string): void {
  if (!cvText.trim()) throw new DomainError('VALIDATION_ERROR', ANALYZE_FAILED, { reason: 'The CV text is empty' });
}

import { toast } from 'sonner';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';

export const UNEXPECTED_ERROR_MESSAGE = FAILURE_MESSAGES.unexpectedError;

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/** The shared error toast (spec §8): title 'Error' and the error's message. */
export function toastError(error: unknown): void {
  toast.error('Error', { description: errorMessage(error) });
}

/** Where a failure handled by `handleError` happened (spec §8's context names). */
export type ErrorContext = 'skills' | 'toggle career interest' | 'enrollment';

/**
 * Spec §8's shared error handler for adding or removing skills, toggling interest and enrolling: the failure is logged
 * under its context name for whoever reads the console, and the person sees the shared error toast.
 */
export function handleError(context: ErrorContext, error: unknown): void {
  console.error(`[${context}]`, error);
  toastError(error);
}

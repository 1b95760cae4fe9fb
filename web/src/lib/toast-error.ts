import { toast } from 'sonner';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/** The shared error toast (spec §8): title 'Error' and the error's message. */
export function toastError(error: unknown): void {
  toast.error('Error', { description: errorMessage(error) });
}

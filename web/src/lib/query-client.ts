import { QueryClient } from '@tanstack/react-query';
import { isUnauthenticatedError } from '@/lib/graphql';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;
const GC_TIME_MS = 5 * 60 * 1_000;

/** Exponential back-off: 1 s, 2 s, 4 s, … capped at 30 s (spec §7 query behaviour). */
export function retryDelay(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/** Retry up to 3 times, but never a missing session: repeating it cannot succeed. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isUnauthenticatedError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}

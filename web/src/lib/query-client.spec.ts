import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { createQueryClient, retryDelay, shouldRetry } from '@/lib/query-client';

describe('query policy', () => {
  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('retries three times', () => {
    const error = new Error('Failed to retrieve skills');
    expect([0, 1, 2, 3].map((failureCount) => shouldRetry(failureCount, error))).toEqual([true, true, true, false]);
  });

  it('does not retry a missing session', () => {
    expect(shouldRetry(0, new GraphQLRequestError('Unauthorized', 'UNAUTHENTICATED'))).toBe(false);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});

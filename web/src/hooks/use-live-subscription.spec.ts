import { describe, expect, it } from 'vitest';
import { resubscribeDelay } from '@/hooks/use-live-subscription';
import { refusedAsUnauthenticated } from '@/lib/graphql-ws';

describe('live subscriptions', () => {
  it('subscribe again a second after a stream ends, backing off to 30 s while each new one ends at once', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(resubscribeDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('tell a refusal of the socket\'s credentials from other failures', () => {
    expect(refusedAsUnauthenticated([{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
    expect(refusedAsUnauthenticated([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBe(false);
    expect(refusedAsUnauthenticated(new Event('close'))).toBe(false);
    expect(refusedAsUnauthenticated(null)).toBe(false);
  });
});

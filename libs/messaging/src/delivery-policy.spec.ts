import { describe, expect, it } from '@jest/globals';
import { BROKER_DELIVERY, deliveryPolicy, redeliveryDelayMs } from './delivery-policy.js';

/** The time a failing event is retried for before it is dead-lettered: the waits between its deliveries. */
const retriedForMs = (policy: ReturnType<typeof deliveryPolicy>) =>
  Array.from({ length: policy.maxDeliver - 1 }, (_, i) => redeliveryDelayMs(policy, i + 1)).reduce((sum, ms) => sum + ms, 0);

describe('delivery policy', () => {
  it('retries over the broker through a database restart of minutes (about 9), not seconds, before dead-lettering', () => {
    const broker = deliveryPolicy({ durable: 'profile-user-deleted' }, BROKER_DELIVERY);
    expect(broker.maxDeliver).toBe(15);
    expect(retriedForMs(broker)).toBe(532_600);
    // The waits grow to a minute and stay there.
    expect([1, 7, 8, 14].map((attempt) => redeliveryDelayMs(broker, attempt))).toEqual([100, 60_000, 60_000, 60_000]);
  });

  it('keeps the short in-process defaults, and a subscriber’s own settings over either', () => {
    expect(retriedForMs(deliveryPolicy({ durable: 'in-process' }))).toBe(7_600);
    expect(deliveryPolicy({ durable: 'own', maxDeliver: 2, backoffMs: [20] }, BROKER_DELIVERY)).toEqual({ durable: 'own', maxDeliver: 2, backoffMs: [20] });
  });
});

import type { SubscribeOptions } from './message-bus.js';

export const DEFAULT_MAX_DELIVER = 5;
export const DEFAULT_BACKOFF_MS: readonly number[] = [100, 500, 2000, 5000];
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
/** How long a published envelope id is remembered for dedupe (JetStream's default duplicate window). */
export const DEFAULT_DEDUPE_WINDOW_MS = 120_000;

export interface DeliveryPolicy {
  durable: string;
  maxDeliver: number;
  backoffMs: readonly number[];
}

// JetStream rejects durable names with dots, wildcards or spaces; the in-process bus holds to the same rule.
const durableNamePattern = /^[A-Za-z0-9_-]+$/;

export function deliveryPolicy(options: SubscribeOptions): DeliveryPolicy {
  const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!durableNamePattern.test(options.durable)) {
    throw new Error(`Invalid durable name "${options.durable}": use letters, digits, '-' and '_' only`);
  }
  if (!Number.isInteger(maxDeliver) || maxDeliver < 1) {
    throw new Error(`Invalid maxDeliver ${maxDeliver} for durable "${options.durable}": must be a positive integer`);
  }
  if (backoffMs.length === 0 || backoffMs.some((ms) => !Number.isFinite(ms) || ms < 0)) {
    throw new Error(`Invalid backoffMs for durable "${options.durable}": give at least one non-negative delay`);
  }
  return { durable: options.durable, maxDeliver, backoffMs };
}

/** The delay before the delivery that follows a failed `attempt` (1-based); the last value repeats. */
export function redeliveryDelayMs(policy: DeliveryPolicy, attempt: number): number {
  return policy.backoffMs[Math.min(attempt, policy.backoffMs.length) - 1] ?? 0;
}

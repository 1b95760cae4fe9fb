import type { SubscribeOptions } from './message-bus.js';

export const DEFAULT_MAX_DELIVER = 5;
export const DEFAULT_BACKOFF_MS: readonly number[] = [100, 500, 2000, 5000];
/**
 * Over JetStream (distributed mode) a failed handler is retried for about 9 minutes before its event is
 * dead-lettered: 15 deliveries, the waits growing to a minute (112 s for the first seven, then 60 s each). A handler
 * fails alike when its database restarts or its storage is away, and with the in-process defaults (about 8 s in all)
 * an outage longer than that sent every event of its window to the dead letters, where nothing replays them (a
 * user.deleted never applied, a badge never awarded). A handler that fails for good only reaches them later; the
 * other events keep flowing meanwhile (a retried event waits apart). The in-process bus keeps the short defaults: its
 * database is in the same process, and the embedded outbox waits for each event to be handled.
 */
export const BROKER_DELIVERY: Pick<DeliveryPolicy, 'maxDeliver' | 'backoffMs'> = { maxDeliver: 15, backoffMs: [100, 500, 2000, 5000, 15_000, 30_000, 60_000] };
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

export function deliveryPolicy(options: SubscribeOptions, defaults: Pick<DeliveryPolicy, 'maxDeliver' | 'backoffMs'> = { maxDeliver: DEFAULT_MAX_DELIVER, backoffMs: DEFAULT_BACKOFF_MS }): DeliveryPolicy {
  const maxDeliver = options.maxDeliver ?? defaults.maxDeliver;
  const backoffMs = options.backoffMs ?? defaults.backoffMs;
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

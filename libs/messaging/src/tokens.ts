import { serviceNames } from '@ecp/contracts';

/** Injection token for the process's `MessageBus` (services and the gateway ask for it by this symbol). */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');

/** Streams are named after the subject prefix, so a test run's prefix gets streams of its own. */
export function natsStreamNames(prefix: string) {
  return { prefix, streamName: `${prefix.toUpperCase().replace(/-/g, '_')}_EVENTS` };
}

/**
 * The reply store of the replicas serving `queue` (a service): a JetStream key-value bucket of its own, named after the
 * event stream so a test run's prefix gets its own too (NatsBus.runOnce).
 */
export function replyStoreName(streamName: string, queue: string): string {
  return `${streamName}_REPLIES_${queue.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Every stream the buses of one event stream create: the events, the dead letters and each service's reply store. */
export function busStreams(streamName: string): string[] {
  return [streamName, `${streamName}_DLQ`, ...serviceNames.map((service) => `KV_${replyStoreName(streamName, service)}`)];
}

/** Injection token for the process's `MessageBus` (services and the gateway ask for it by this symbol). */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');

/** Streams are named after the subject prefix, so a test run's prefix gets streams of its own. */
export function natsStreamNames(prefix: string) {
  return { prefix, streamName: `${prefix.toUpperCase().replace(/-/g, '_')}_EVENTS` };
}

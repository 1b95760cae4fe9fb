export type {
  DeadLetter,
  DeadLetterReader,
  EventContext,
  EventHandler,
  EventWatcher,
  Headers,
  MessageBus,
  RequestHandler,
  RequestOptions,
  SubscribeOptions,
  Subscription,
} from './message-bus.js';
export { BROKER_DELIVERY, DEFAULT_BACKOFF_MS, DEFAULT_DEDUPE_WINDOW_MS, DEFAULT_MAX_DELIVER, DEFAULT_REQUEST_TIMEOUT_MS } from './delivery-policy.js';
export { InProcessBus, type InProcessBusOptions } from './in-process.bus.js';
export {
  DEAD_LETTER_HEADER_ATTEMPTS,
  DEAD_LETTER_HEADER_DURABLE,
  DEAD_LETTER_HEADER_ERROR,
  NatsBus,
  type NatsBusOptions,
} from './nats.bus.js';
export { BusTransport, type BusTransportOptions } from './nest/bus.transport.js';
export { BusContext } from './nest/bus.context.js';
export { BusClientProxy, type BusClientProxyOptions } from './nest/bus-client.proxy.js';
export { BusExceptionFilter } from './nest/bus-exception.filter.js';
export { busStreams, MESSAGE_BUS, natsStreamNames, replyStoreName } from './tokens.js';
export * from './nats-permissions.js';
export { isTransportError, transportError } from './transport-error.js';

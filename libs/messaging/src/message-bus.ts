import type { EventSubject, RequestData, RequestOf, RequestPattern, ResponseOf, TypedEvent } from '@ecp/contracts';

export type Headers = Record<string, string>;

export interface EventContext {
  /** 1 on first delivery, then 2, 3, … on redelivery. */
  attempt: number;
  headers: Headers;
}

export type EventHandler<S extends EventSubject> = (event: TypedEvent<S>, ctx: EventContext) => Promise<void>;
/** A live watcher's callback: synchronous, and its errors are logged, never redelivered. */
export type EventWatcher<S extends EventSubject> = (event: TypedEvent<S>) => void;
/** Gets the request as its schema parsed it on receipt; what it answers is checked by the caller on receipt. */
export type RequestHandler<P extends RequestPattern> = (request: RequestData<P>, headers: Headers) => Promise<ResponseOf<P>>;

export interface SubscribeOptions {
  /** Durable consumer name: one per service per subscription, e.g. `gamification-user-registered`. */
  durable: string;
  /** Deliveries before the event goes to the dead-letter subject. Default 5. */
  maxDeliver?: number;
  /** Back-off between redeliveries in ms; the last value repeats. Default [100, 500, 2000, 5000]. */
  backoffMs?: number[];
  /**
   * Events taken from the broker ahead of the one in hand (default 8). 1 for a slow handler: in a backlog the others
   * then wait on the broker, where any free subscriber or replica can take them, instead of in this process, where
   * their ack wait runs out and they are delivered a second time.
   */
  pullAhead?: number;
}

export interface RequestOptions {
  /** Default 5000 ms. A timeout rejects with DomainError('TIMEOUT'). */
  timeoutMs?: number;
  headers?: Headers;
}

export interface Subscription {
  unsubscribe(): Promise<void>;
}

/**
 * The one port for messaging. Events are durable, at-least-once, explicitly acked and deduplicated
 * by envelope id on publish; requests are request/reply with a timeout. A handler error on a request
 * travels back as a DomainError; a handler error on an event means redelivery with back-off, then
 * the dead-letter subject.
 *
 * Every message is validated against its `@ecp/contracts` schema once, where it is received: a request by the
 * serving side (a mismatch answers VALIDATION_ERROR and the handler never runs), a response by the caller
 * (SERVICE_ERROR), an event by each subscriber (dead-lettered at once) and watcher (skipped). Handlers get
 * the parsed, typed value; what is sent is checked by the types.
 */
export interface MessageBus {
  /** Connects and ensures streams; idempotent. */
  start(): Promise<void>;
  publish<S extends EventSubject>(event: TypedEvent<S>, headers?: Headers): Promise<void>;
  subscribe<S extends EventSubject>(subject: S, handler: EventHandler<S>, options: SubscribeOptions): Promise<Subscription>;
  /**
   * Live fan-out for pushing updates to browsers: every watcher, in every process, sees each event
   * published from now on; nothing is replayed, acknowledged or redelivered, and a relayed retry may
   * be seen twice. Never use it for state changes: those take a durable `subscribe`.
   */
  watch<S extends EventSubject>(subjects: readonly S[], watcher: EventWatcher<S>): Promise<Subscription>;
  request<P extends RequestPattern>(pattern: P, payload: RequestOf<P>, options?: RequestOptions): Promise<ResponseOf<P>>;
  /** Serves a request pattern; instances of one service share the load (queue group = `queue`). */
  handle<P extends RequestPattern>(pattern: P, handler: RequestHandler<P>, options: { queue: string }): Promise<Subscription>;
  /**
   * Erases the stored events and dead letters whose message names `userId`, except those on `keep`: once every
   * service erased a deleted account, the person's data leaves the bus too (JetStream erases the bytes). Events
   * still waiting for a consumer go as well. Returns how many went. It reads the whole stream: an operator's tool,
   * run once per deleted account.
   */
  eraseEventsAbout(userId: string, options: { keep: readonly EventSubject[] }): Promise<number>;
  /** True while connected and able to publish. */
  isHealthy(): Promise<boolean>;
  /** Drains subscriptions and disconnects; idempotent. */
  close(): Promise<void>;
}

/** An event that failed its last delivery attempt (or could not be parsed) and was set aside. */
export interface DeadLetter {
  /** The event subject, e.g. `user.registered`. */
  subject: string;
  /** The durable consumer that gave up on it. */
  durable: string;
  /** The envelope as published; the raw text when it was not JSON. */
  event: unknown;
  headers: Headers;
  /** The last handler error (internal text, never shown to users). */
  error: string;
  attempts: number;
  deadLetteredAt: string;
}

/** For operators and tests: the dead letters a bus holds, oldest first. Not part of the port services see. */
export interface DeadLetterReader {
  deadLetters(options?: { limit?: number }): Promise<DeadLetter[]>;
}

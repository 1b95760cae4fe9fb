import { setImmediate as nextTurn } from 'node:timers/promises';
import { DomainError, type EventSubject, type RequestOf, type RequestPattern, type ResponseOf, type TypedEvent } from '@ecp/contracts';
import { transportError } from './transport-error.js';
import { createLogger, type Logger } from '@ecp/logger';
import { DEFAULT_DEDUPE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS, deliveryPolicy, type DeliveryPolicy } from './delivery-policy.js';
import { notifyWatcher, outgoingEvent, processEvent, ReceivedEvent, receiveReply, requestHeaders, sendRequest, serveRequest } from './handler-runner.js';
import type {
  DeadLetter,
  DeadLetterReader,
  EventHandler,
  EventWatcher,
  Headers,
  MessageBus,
  RequestHandler,
  RequestOptions,
  SubscribeOptions,
  Subscription,
} from './message-bus.js';

export interface InProcessBusOptions {
  /** How long a published envelope id is remembered for dedupe. Default 2 minutes, as JetStream. */
  dedupeWindowMs?: number;
  /** Events kept for durables that subscribe later (a stream's retention). Default 10 000. */
  retainedEvents?: number;
  /** Dead letters kept for `deadLetters()`, newest kept. Default 1 000. */
  retainedDeadLetters?: number;
  /** Names this bus in log lines. */
  name?: string;
  /**
   * publish() resolves only once every durable subscribed to the subject has handled the event (or dead-lettered
   * it), and rejects if the bus closes first: the embedded host's outbox relays then mark an event sent only when
   * its consumers have it, so one committed before a crash is published again after the restart (each consumer's
   * inbox drops what it already applied). Without it, publish() resolves once the event is queued, as JetStream's
   * acknowledgement of a stored message.
   */
  confirmDelivery?: boolean;
  /** Parent logger; default the process's `messaging` logger. */
  logger?: Logger;
}

/** A published event as the bus keeps it for durables that subscribe later (the encoded envelope only). */
interface RetainedEvent {
  subject: EventSubject;
  body: string;
  headers: Headers;
}

/** A published event on its way to consumers and watchers. */
interface StoredEvent extends RetainedEvent {
  /** Decoded once for all of them; garbage once they are done (the retained copy keeps no decoded object). */
  received: ReceivedEvent;
}

interface Delivery {
  event: StoredEvent;
  attempt: number;
  /** The publisher waiting for its consumers (confirmDelivery). */
  confirmation?: Confirmation;
}

/** A publish() waiting for `remaining` durables to settle its event. */
interface Confirmation {
  remaining: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** One subscriber under a durable; it handles one event at a time, as one pull consumer does. */
interface Worker {
  handler: EventHandler<EventSubject>;
  busy: boolean;
}

interface Durable {
  subject: EventSubject;
  policy: DeliveryPolicy;
  pending: Delivery[];
  workers: Worker[];
  nextWorker: number;
  pumpScheduled: boolean;
}

interface Watch {
  subjects: Set<EventSubject>;
  watcher: EventWatcher<EventSubject>;
}

interface Responder {
  handler: RequestHandler<RequestPattern>;
  /** Its replies being worked on: unsubscribing waits for them (the caller closes what they use next). */
  replying: Set<Promise<unknown>>;
}

/**
 * The MessageBus inside one Node process (embedded mode), with the semantics of NatsBus: dedupe by
 * envelope id, durable subscriptions with competing consumers, asynchronous delivery, redelivery with
 * back-off, dead letters, and request/reply with timeouts and DomainErrors.
 */
export class InProcessBus implements MessageBus, DeadLetterReader {
  private readonly logger: Logger;
  private readonly dedupeWindowMs: number;
  private readonly retainedEvents: number;
  private readonly retainedDeadLetters: number;
  /** Envelope id → time it stops counting as a duplicate; insertion order is expiry order. */
  private readonly seenEventIds = new Map<string, number>();
  private readonly retained: RetainedEvent[] = [];
  private readonly durables = new Map<string, Durable>();
  private readonly watchers = new Set<Watch>();
  private readonly responders = new Map<RequestPattern, Responder[]>();
  private readonly nextResponder = new Map<RequestPattern, number>();
  private readonly deadLettered: DeadLetter[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly redeliveryTimers = new Set<NodeJS.Timeout>();
  private state: 'new' | 'started' | 'closed' = 'new';
  private readonly confirmDelivery: boolean;
  private readonly confirmations = new Set<Confirmation>();

  constructor(options: InProcessBusOptions = {}) {
    this.logger = (options.logger ?? createLogger('messaging')).child({ bus: options.name ?? 'in-process' });
    this.dedupeWindowMs = options.dedupeWindowMs ?? DEFAULT_DEDUPE_WINDOW_MS;
    this.retainedEvents = options.retainedEvents ?? 10_000;
    this.retainedDeadLetters = options.retainedDeadLetters ?? 1_000;
    this.confirmDelivery = options.confirmDelivery ?? false;
  }

  async start(): Promise<void> {
    if (this.state === 'closed') throw new Error('InProcessBus cannot be restarted after close()');
    this.state = 'started';
  }

  async publish<S extends EventSubject>(event: TypedEvent<S>, headers?: Headers): Promise<void> {
    this.assertStarted();
    const outgoing: RetainedEvent = outgoingEvent(event, headers);
    if (this.isDuplicate(event.id)) return;
    const stored: StoredEvent = { ...outgoing, received: new ReceivedEvent(outgoing.subject, outgoing.body) };
    this.retained.push(outgoing);
    if (this.retained.length > this.retainedEvents) this.retained.shift();
    const consumers = [...this.durables.values()].filter((durable) => durable.subject === stored.subject);
    // Confirmed by the durables someone listens on; one nobody listens on keeps the event for its next subscriber.
    const listening = consumers.filter((durable) => durable.workers.length > 0).length;
    const confirmed = this.confirmDelivery && listening > 0 ? this.confirmation(listening) : undefined;
    for (const durable of consumers) {
      const waiting = confirmed && durable.workers.length > 0 ? { confirmation: confirmed.confirmation } : {};
      this.enqueue(durable, { event: stored, attempt: 1, ...waiting });
    }
    for (const watch of this.watchers) {
      if (watch.subjects.has(stored.subject)) setImmediate(() => this.notify(watch, stored));
    }
    await confirmed?.done;
  }

  private confirmation(remaining: number): { confirmation: Confirmation; done: Promise<void> } {
    let confirmation!: Confirmation;
    const done = new Promise<void>((resolve, reject) => {
      confirmation = {
        remaining,
        resolve: () => {
          this.confirmations.delete(confirmation);
          resolve();
        },
        reject: (error) => {
          this.confirmations.delete(confirmation);
          reject(error);
        },
      };
    });
    this.confirmations.add(confirmation);
    return { confirmation, done };
  }

  /** One durable is done with the event (handled or dead-lettered). */
  private settle(confirmation: Confirmation | undefined): void {
    if (!confirmation || !this.confirmations.has(confirmation)) return;
    confirmation.remaining -= 1;
    if (confirmation.remaining === 0) confirmation.resolve();
  }

  async watch<S extends EventSubject>(subjects: readonly S[], watcher: EventWatcher<S>): Promise<Subscription> {
    this.assertStarted();
    const watch: Watch = { subjects: new Set(subjects), watcher: watcher as unknown as EventWatcher<EventSubject> };
    this.watchers.add(watch);
    return { unsubscribe: async () => void this.watchers.delete(watch) };
  }

  private notify(watch: Watch, stored: StoredEvent): void {
    if (this.watchers.has(watch)) notifyWatcher(watch.watcher, stored.received, this.logger);
  }

  async subscribe<S extends EventSubject>(subject: S, handler: EventHandler<S>, options: SubscribeOptions): Promise<Subscription> {
    this.assertStarted();
    const policy = deliveryPolicy(options);
    const durable = this.durable(subject, policy);
    const worker: Worker = { handler: handler as unknown as EventHandler<EventSubject>, busy: false };
    durable.workers.push(worker);
    this.schedulePump(durable);
    return {
      unsubscribe: async () => {
        // The durable stays, as a JetStream consumer does: events wait for the next subscriber.
        durable.workers = durable.workers.filter((candidate) => candidate !== worker);
        // Nobody is left to handle what waits: its publishers learn it now (their relays publish it again later).
        if (durable.workers.length === 0) {
          for (const delivery of durable.pending) delivery.confirmation?.reject(new DomainError('UNAVAILABLE', `No consumer left on ${durable.policy.durable}`));
        }
      },
    };
  }

  async request<P extends RequestPattern>(pattern: P, payload: RequestOf<P>, options: RequestOptions = {}): Promise<ResponseOf<P>> {
    this.assertStarted();
    const responder = this.pickResponder(pattern);
    if (!responder) throw transportError('UNAVAILABLE', `No service handles ${pattern}`);
    const body = JSON.stringify(payload);
    return sendRequest(pattern, async () => {
      const reply = this.track(nextTurn().then(() => serveRequest(pattern, responder.handler, body, requestHeaders(options.headers), this.logger)));
      responder.replying.add(reply);
      void reply.finally(() => responder.replying.delete(reply)).catch(() => undefined);
      const replyText = await withTimeout(reply, options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, pattern);
      return receiveReply(pattern, replyText, this.logger);
    });
  }

  async handle<P extends RequestPattern>(pattern: P, handler: RequestHandler<P>, _options: { queue: string }): Promise<Subscription> {
    this.assertStarted();
    // Queue groups only matter across processes; here every responder of a pattern shares its load.
    const responder: Responder = { handler: handler as unknown as RequestHandler<RequestPattern>, replying: new Set() };
    this.responders.set(pattern, [...(this.responders.get(pattern) ?? []), responder]);
    return {
      unsubscribe: async () => {
        this.responders.set(pattern, (this.responders.get(pattern) ?? []).filter((candidate) => candidate !== responder));
        await Promise.allSettled([...responder.replying]);
      },
    };
  }

  async eraseEventsAbout(userId: string, options: { keep: readonly EventSubject[] }): Promise<number> {
    this.assertStarted();
    const keep = new Set<string>(options.keep);
    const names = (body: string, subject: string) => !keep.has(subject) && body.includes(userId);
    let erased = 0;
    const retained = this.retained.filter((stored) => !names(stored.body, stored.subject));
    erased += this.retained.length - retained.length;
    this.retained.splice(0, this.retained.length, ...retained);
    for (const durable of this.durables.values()) {
      const pending = durable.pending.filter((delivery) => !names(delivery.event.body, delivery.event.subject));
      erased += durable.pending.length - pending.length;
      // An erased delivery counts as done for a publisher waiting on it.
      for (const delivery of durable.pending) if (!pending.includes(delivery)) this.settle(delivery.confirmation);
      durable.pending = pending;
    }
    const deadLettered = this.deadLettered.filter((letter) => !names(JSON.stringify(letter.event), letter.subject));
    erased += this.deadLettered.length - deadLettered.length;
    this.deadLettered.splice(0, this.deadLettered.length, ...deadLettered);
    return erased;
  }

  async isHealthy(): Promise<boolean> {
    return this.state === 'started';
  }

  async deadLetters(options: { limit?: number } = {}): Promise<DeadLetter[]> {
    return structuredClone(this.deadLettered.slice(-(options.limit ?? this.retainedDeadLetters)));
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    // Pending redeliveries die with the process, as everything in memory does.
    for (const timer of this.redeliveryTimers) clearTimeout(timer);
    this.redeliveryTimers.clear();
    for (const confirmation of [...this.confirmations]) confirmation.reject(new DomainError('UNAVAILABLE', 'Message bus is closed'));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private assertStarted(): void {
    if (this.state !== 'started') {
      throw transportError('UNAVAILABLE', this.state === 'new' ? 'Message bus is not started' : 'Message bus is closed');
    }
  }

  private isDuplicate(eventId: string): boolean {
    const now = Date.now();
    for (const [id, expiresAt] of this.seenEventIds) {
      if (expiresAt > now) break;
      this.seenEventIds.delete(id);
    }
    if (this.seenEventIds.has(eventId)) return true;
    this.seenEventIds.set(eventId, now + this.dedupeWindowMs);
    return false;
  }

  private durable(subject: EventSubject, policy: DeliveryPolicy): Durable {
    const existing = this.durables.get(policy.durable);
    if (existing) {
      if (existing.subject !== subject) {
        throw new Error(`Durable "${policy.durable}" already consumes ${existing.subject}, not ${subject}`);
      }
      existing.policy = policy;
      return existing;
    }
    // A new durable starts from the oldest retained event, like a JetStream consumer with deliver policy "all".
    const pending = this.retained
      .filter((event) => event.subject === subject)
      .map((event) => ({ event: { ...event, received: new ReceivedEvent(event.subject, event.body) }, attempt: 1 }));
    const durable: Durable = { subject, policy, pending, workers: [], nextWorker: 0, pumpScheduled: false };
    this.durables.set(policy.durable, durable);
    return durable;
  }

  private enqueue(durable: Durable, delivery: Delivery): void {
    // With no subscriber the event waits for the next one, but its publisher is not kept waiting.
    if (durable.workers.length === 0 && delivery.confirmation) {
      delivery.confirmation.reject(new DomainError('UNAVAILABLE', `No consumer on ${durable.policy.durable}`));
      delivery = { event: delivery.event, attempt: delivery.attempt };
    }
    durable.pending.push(delivery);
    this.schedulePump(durable);
  }

  /** Delivery always happens on a later turn of the event loop, never inside the publisher's call. */
  private schedulePump(durable: Durable): void {
    if (durable.pumpScheduled || this.state !== 'started') return;
    durable.pumpScheduled = true;
    setImmediate(() => {
      durable.pumpScheduled = false;
      this.pump(durable);
    });
  }

  private pump(durable: Durable): void {
    while (this.state === 'started' && durable.pending.length > 0) {
      const worker = this.idleWorker(durable);
      if (!worker) return;
      const delivery = durable.pending.shift() as Delivery;
      worker.busy = true;
      void this.track(this.deliver(durable, worker, delivery))
        .catch((error: unknown) => this.logger.error({ err: error, durable: durable.policy.durable }, 'event delivery failed'))
        .finally(() => {
          worker.busy = false;
          this.schedulePump(durable);
        });
    }
  }

  /** Round-robin over the durable's idle workers, so competing consumers share the load. */
  private idleWorker(durable: Durable): Worker | undefined {
    const count = durable.workers.length;
    for (let offset = 0; offset < count; offset += 1) {
      const index = (durable.nextWorker + offset) % count;
      const worker = durable.workers[index] as Worker;
      if (!worker.busy) {
        durable.nextWorker = (index + 1) % count;
        return worker;
      }
    }
    return undefined;
  }

  private async deliver(durable: Durable, worker: Worker, delivery: Delivery): Promise<void> {
    const { event, attempt, confirmation } = delivery;
    const outcome = await processEvent(worker.handler, event.received, event.headers, attempt, durable.policy, this.logger);
    if (outcome.kind === 'retry') {
      if (this.state !== 'started') {
        confirmation?.reject(new DomainError('UNAVAILABLE', 'Message bus is closed'));
        return;
      }
      const timer = setTimeout(() => {
        this.redeliveryTimers.delete(timer);
        this.enqueue(durable, { event, attempt: attempt + 1, ...(confirmation ? { confirmation } : {}) });
      }, outcome.delayMs);
      this.redeliveryTimers.add(timer);
      return;
    }
    this.settle(confirmation);
    if (outcome.kind === 'dead-letter') {
      this.deadLettered.push({
        subject: event.subject,
        durable: durable.policy.durable,
        event: JSON.parse(event.body),
        headers: { ...event.headers },
        error: outcome.error,
        attempts: attempt,
        deadLetteredAt: new Date().toISOString(),
      });
      if (this.deadLettered.length > this.retainedDeadLetters) this.deadLettered.shift();
    }
  }

  private pickResponder(pattern: RequestPattern): Responder | undefined {
    const responders = this.responders.get(pattern) ?? [];
    if (responders.length === 0) return undefined;
    const index = (this.nextResponder.get(pattern) ?? 0) % responders.length;
    this.nextResponder.set(pattern, index + 1);
    return responders[index];
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, pattern: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(transportError('TIMEOUT', `Request ${pattern} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  StorageType,
  type ConsumerInfo,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StoredMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import {
  headers as createNatsHeaders,
  nanos,
  RequestError,
  TimeoutError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type Subscription as NatsSubscription,
} from '@nats-io/transport-node';
import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { Kvm, type KV } from '@nats-io/kv';
import { changesState, DomainError, type EventSubject, type RequestOf, type RequestPattern, type ResponseOf, type TypedEvent } from '@ecp/contracts';
import { transportError } from './transport-error.js';
import { createLogger, type Logger } from '@ecp/logger';
import { BROKER_DELIVERY, DEFAULT_DEDUPE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS, deliveryPolicy, type DeliveryPolicy } from './delivery-policy.js';
import { connectNats } from './nats-connect.js';
import { natsInboxPrefix } from './nats-permissions.js';
import { replyStoreName } from './tokens.js';
import { encodeReply } from './reply.codec.js';
import { notifyWatcher, outgoingEvent, processEvent, ReceivedEvent, receiveReply, requestHeaders, sendRequest, serveRequest } from './handler-runner.js';
import { registerConsumerLag, type ConsumerLag } from '@ecp/telemetry';
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

export interface NatsBusOptions {
  /** e.g. `nats://127.0.0.1:4222`, or several cluster URLs. */
  servers: string | string[];
  /** Subject prefix: events on `<prefix>.events.>`, dead letters on `<prefix>.dlq.>`, requests on `<prefix>.rpc.<pattern>`. Default `ecp`. */
  prefix?: string;
  /** The events stream. Default `ECP_EVENTS`. */
  streamName?: string;
  /** The dead-letter stream. Default `<streamName>_DLQ`. */
  deadLetterStreamName?: string;
  /** Connection name shown in the server's monitoring, e.g. the service name. */
  name?: string;
  /** How long a delivery may stay unacknowledged before JetStream redelivers it. Default 30 s; running handlers extend it. */
  ackWaitMs?: number;
  /** The stream's duplicate window for envelope ids. Default 2 minutes. */
  dedupeWindowMs?: number;
  /** Parent logger; default the process's `messaging` logger. */
  logger?: Logger;
}

/** Headers a dead letter carries besides the original ones. */
export const DEAD_LETTER_HEADER_DURABLE = 'x-dead-letter-durable';
export const DEAD_LETTER_HEADER_ERROR = 'x-dead-letter-error';
export const DEAD_LETTER_HEADER_ATTEMPTS = 'x-dead-letter-attempts';

// Events a consumer pulls ahead of its handler unless told otherwise (SubscribeOptions.pullAhead); small, so
// competing consumers share the load evenly.
const PULL_BATCH = 8;
// How long a start-up step waits for a server that stopped answering (see whileServerAway), and the errors that say
// so: a request that timed out or found no responder, or a connection lost while it was asked.
const START_PATIENCE_MS = 60_000;
const SERVER_AWAY = new Set(['TimeoutError', 'NoRespondersError', 'RequestError', 'ConnectionError', 'JetStreamNotEnabled']);
// Between a request's attempts while the bus is away or its responder is not back yet.
const REQUEST_RETRY_DELAY_MS = 100;
/** Names one logical request across its attempts: the responder answers a repeat from its first run, never runs it twice. */
export const REQUEST_ID_HEADER = 'x-bus-request-id';
// A responder remembers answered request ids for repeats: at least the last REPLY_MEMORY_SIZE, or those of the last
// REPLY_MEMORY_MS if fewer; at most twice that (two generations).
const REPLY_MEMORY_MS = 120_000;
const REPLY_MEMORY_SIZE = 10_000;
/**
 * Replies larger than this go gzipped, named by REPLY_ENCODING_HEADER. A NATS message holds at most the server's
 * max_payload (1 MB by default) and the JSON of stored records shrinks some tenfold: a person's data export with many
 * assessments did not fit, and its asker waited for a reply that was never sent. Small replies stay plain (no cost on
 * the read path).
 */
export const REPLY_GZIP_FROM_BYTES = 64 * 1024;
export const REPLY_ENCODING_HEADER = 'x-bus-reply-encoding';
// The most a gzipped reply may unpack to (a data export is the largest, some MB).
const REPLY_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;
// Room for a message's headers within max_payload.
const HEADER_ROOM = 1024;
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/** Says when its asker gives up on a request (epoch ms): a replica waiting for another's reply stops waiting then. */
export const REQUEST_DEADLINE_HEADER = 'x-bus-deadline';
/**
 * What a replica claims a state-changing request with in its service's reply store (followed by a nonce of its own, so
 * it can tell its own claim from another's when the claim's acknowledgement was lost), until its reply replaces it.
 */
const CLAIM_PREFIX = 'claim:';
// How often a replica that met another's claim looks for its reply (at first, then less often), and for how long at
// most: its asker's deadline, or this when it sent none.
const STORED_REPLY_POLL_MS = 25;
const STORED_REPLY_POLL_MAX_MS = 250;
const STORED_REPLY_WAIT_MS = 60_000;
// A reply store's operations give up after this: a store that does not answer costs a request this much, not 5 s.
const REPLY_STORE_TIMEOUT_MS = 1_000;
// A store that could not be reached is opened again (created if lost) at most this often.
const REPLY_STORE_REOPEN_MS = 10_000;

/**
 * Where and how the reply store keeps one request: its entry is named by a hash of the pattern, the request id and the
 * payload, and its reply sealed (AES-256-GCM) under a key derived from the same three. The request id travels only in
 * the request and is stored nowhere, so what the store holds on the server's disk (sign-ins' replies hold session
 * tokens) is unreadable without the request; and a request id used again for another pattern or payload never meets
 * the first one's reply.
 */
export function storedReplyAddress(pattern: string, requestId: string, body: string): { name: string; key: Buffer } {
  const bodyHash = hash('sha256', body);
  const name = hash('sha256', `ecp-reply-name\0${pattern}\0${requestId}\0${bodyHash}`);
  return { name, key: Buffer.from(hkdfSync('sha256', requestId, '', `ecp-reply-key\0${pattern}\0${bodyHash}`, 32)) };
}

function sealReply(key: Buffer, reply: string): Uint8Array {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(reply, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The reply sealed under this key, or undefined when the value is not one (a claim, or tampered with). */
function openReply(key: Buffer, sealed: Uint8Array): string | undefined {
  if (sealed.length < 28) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

const keyExists = (error: unknown) => isApiError(error, JetStreamApiCodes.StreamWrongLastSequence) || isApiError(error, JetStreamApiCodes.StreamWrongLastSequenceUnknown);

interface RememberedReply {
  pattern: string;
  /** The request's payload (bodyKey): itself when short, else its hash, so the memory holds no large payloads. */
  body: string;
  reply: Promise<string>;
}

const bodyKey = (body: string) => (body.length <= 256 ? body : hash('sha256', body));

/** Thrown into a request whose connection went away and came back while it waited: its reply may be gone. */
class ConnectionBounced extends Error {}

interface EventConsumer {
  messages: ConsumerMessages;
  loop: Promise<void>;
}

/**
 * The MessageBus on NATS (distributed mode): events through JetStream (durable pull consumers, explicit
 * ack, dedupe by `Nats-Msg-Id`, nak with back-off, a dead-letter stream), requests through core NATS
 * request/reply with queue groups.
 */
export class NatsBus implements MessageBus, DeadLetterReader {
  private readonly logger: Logger;
  private readonly prefix: string;
  private readonly streamName: string;
  private readonly deadLetterStreamName: string;
  private readonly ackWaitMs: number;
  private connection?: { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager };
  private starting?: Promise<void>;
  private closing?: Promise<void>;
  private connected = false;
  private readonly eventConsumers = new Set<EventConsumer>();
  private readonly responders = new Set<NatsSubscription>();
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Counts disconnects; a request that saw it change lost its reply with the connection. */
  private disconnects = 0;
  private readonly onReconnect = new Set<() => void>();
  /**
   * Replies by request id (REQUEST_ID_HEADER) in two generations, dropped a generation at a time: evicting the
   * oldest entry one by one made each insert walk the deleted entries at the head of the Map (3 % of identity's CPU
   * on the `me` read path). Each with the pattern and payload it answered: a request id used again for another request
   * is not given this one's reply.
   */
  private replies = new Map<string, RememberedReply>();
  private previousReplies = new Map<string, RememberedReply>();
  private repliesSince = Date.now();
  /**
   * Each service's reply store (replyStoreName), opened when this bus first serves one of its state-changing patterns:
   * the replies of the last REPLY_MEMORY_MS shared by its replicas, so a repeat that reaches another replica than the
   * first run is answered from that run (the local memory above only knows this replica's). On the server's disk, so a
   * repeat after a restart of nats-server (the usual reason for one) still finds its claim; sealed (sealReply).
   */
  private readonly replyStores = new Map<string, { store: Promise<KV | undefined>; openedAt: number }>();
  /** Durable consumers this bus pulls from, for the consumer-lag metric. */
  private readonly durables = new Set<string>();
  private unregisterLag?: () => void;

  constructor(private readonly options: NatsBusOptions) {
    this.prefix = options.prefix ?? 'ecp';
    this.streamName = options.streamName ?? 'ECP_EVENTS';
    this.deadLetterStreamName = options.deadLetterStreamName ?? `${this.streamName}_DLQ`;
    this.ackWaitMs = options.ackWaitMs ?? 30_000;
    this.logger = (options.logger ?? createLogger('messaging')).child({ bus: 'nats', connection: options.name });
  }

  start(): Promise<void> {
    if (this.closing) return Promise.reject(new Error('NatsBus cannot be restarted after close()'));
    this.starting ??= this.connect().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  async publish<S extends EventSubject>(event: TypedEvent<S>, headers?: Headers): Promise<void> {
    const { js, nc } = this.started();
    const outgoing = outgoingEvent(event, headers);
    // The server would refuse it every time: said as the event's own fault, so the outbox sets it aside (OutboxRelay)
    // instead of retrying it for ever in front of every later event.
    const bytes = Buffer.byteLength(outgoing.body);
    const maxPayload = nc.info?.max_payload;
    if (maxPayload && bytes + HEADER_ROOM > maxPayload) {
      throw new DomainError('VALIDATION_ERROR', `Event ${outgoing.subject} is too large for the message bus (${bytes} bytes, at most ${maxPayload})`);
    }
    try {
      await js.publish(this.eventSubject(outgoing.subject), outgoing.body, { msgID: event.id, headers: toNatsHeaders(outgoing.headers) });
    } catch (error) {
      // The outbox keeps the event and tries again; the caller only needs to know the bus did not take it.
      this.logger.error({ err: error, subject: outgoing.subject, eventId: event.id }, 'publish failed');
      throw transportError('UNAVAILABLE', 'Message bus unavailable');
    }
  }

  async subscribe<S extends EventSubject>(subject: S, handler: EventHandler<S>, options: SubscribeOptions): Promise<Subscription> {
    const { js } = this.started();
    const policy = deliveryPolicy(options, BROKER_DELIVERY);
    await this.whileServerAway(`consumer ${policy.durable}`, () => this.ensureConsumer(subject, policy));
    this.durables.add(policy.durable);
    const consumer = await this.whileServerAway(`consumer ${policy.durable}`, () => js.consumers.get(this.streamName, policy.durable));
    const messages = await this.whileServerAway(`consumer ${policy.durable}`, () => consumer.consume({ max_messages: Math.max(1, Math.floor(options.pullAhead ?? PULL_BATCH)) }));
    const eventConsumer: EventConsumer = { messages, loop: this.consumeLoop(js, messages, subject, handler, policy) };
    this.eventConsumers.add(eventConsumer);
    return {
      unsubscribe: async () => {
        // Stops pulling and waits for the event in hand; the durable consumer stays on the server.
        this.eventConsumers.delete(eventConsumer);
        await messages.close();
        await eventConsumer.loop;
      },
    };
  }

  async watch<S extends EventSubject>(subjects: readonly S[], watcher: EventWatcher<S>): Promise<Subscription> {
    const { nc } = this.started();
    // A core subscription on a stream's subject sees every publish to it, without a consumer.
    const subscriptions = subjects.map((subject) =>
      nc.subscribe(this.eventSubject(subject), {
        callback: (error, msg) => {
          if (error) {
            this.logger.error({ err: error, subject }, 'watch subscription failed');
            return;
          }
          notifyWatcher(watcher, new ReceivedEvent(subject, msg.string()), this.logger);
        },
      }),
    );
    return {
      unsubscribe: async () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      },
    };
  }

  /**
   * Rides out a short bus outage (a NATS restart): a request waits for the connection to come back rather than
   * being buffered blind, is sent again when the connection bounced while it waited (its reply may have been
   * lost with the connection; the responder answers a repeat of the same request id from its first run), and
   * when no responder is subscribed yet (services resubscribe as they reconnect; nobody received it). All within
   * the one timeout.
   */
  async request<P extends RequestPattern>(pattern: P, payload: RequestOf<P>, options: RequestOptions = {}): Promise<ResponseOf<P>> {
    const { nc } = this.started();
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    return sendRequest(pattern, async () => {
      const deadline = Date.now() + timeoutMs;
      // Inside the client span, so the trace context sent along is the span's.
      const headers = toNatsHeaders({ ...requestHeaders(options.headers), [REQUEST_ID_HEADER]: randomUUID(), [REQUEST_DEADLINE_HEADER]: String(deadline) });
      const body = JSON.stringify(payload);
      for (;;) {
        let lastError: unknown;
        if (this.connected) {
          const disconnects = this.disconnects;
          const bounce = this.untilBounced(disconnects);
          let reply: Msg | undefined;
          try {
            reply = await Promise.race([
              nc.request(this.requestSubject(pattern), body, { timeout: Math.max(1, deadline - Date.now()), headers }),
              bounce.promise,
            ]);
          } catch (error) {
            lastError = error;
            const noResponders = error instanceof RequestError && error.isNoResponders();
            const bounced = error instanceof ConnectionBounced || this.disconnects !== disconnects;
            if ((!noResponders && !bounced) || Date.now() >= deadline) throw this.requestFailure(error, pattern, timeoutMs);
          } finally {
            bounce.cancel();
          }
          if (reply) return receiveReply(pattern, await replyText(reply), this.logger);
        } else if (Date.now() >= deadline) {
          throw transportError('TIMEOUT', `Request ${pattern} timed out after ${timeoutMs} ms (message bus reconnecting)`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(REQUEST_RETRY_DELAY_MS, Math.max(0, deadline - Date.now()))));
        // Nobody serves it and too little time is left for another try to be answered in: say so rather than send a try
        // that can only time out (on a loaded machine that answered TIMEOUT for a pattern nobody serves).
        const nobody = lastError instanceof RequestError && lastError.isNoResponders();
        if (lastError && (Date.now() >= deadline || (nobody && deadline - Date.now() < REQUEST_RETRY_DELAY_MS))) throw this.requestFailure(lastError, pattern, timeoutMs);
      }
    });
  }

  /** Rejects with ConnectionBounced once the connection comes back after a disconnect later than `disconnects`. */
  private untilBounced(disconnects: number): { promise: Promise<never>; cancel: () => void } {
    let check = () => {};
    const promise = new Promise<never>((_, reject) => {
      check = () => {
        if (this.disconnects === disconnects) return;
        this.onReconnect.delete(check);
        reject(new ConnectionBounced());
      };
    });
    this.onReconnect.add(check);
    return { promise, cancel: () => this.onReconnect.delete(check) };
  }

  async handle<P extends RequestPattern>(pattern: P, handler: RequestHandler<P>, options: { queue: string }): Promise<Subscription> {
    const { nc } = this.started();
    const once = changesState(pattern);
    if (once) await this.replyStore(options.queue);
    // Its replies being worked on: unsubscribing waits for them, since the service closes its database right after.
    const replying = new Set<Promise<unknown>>();
    // Unsubscribing also ends any wait for another replica's reply (which could outlast the shutdown's grace period).
    const unsubscribing = new AbortController();
    const subscription = nc.subscribe(this.requestSubject(pattern), {
      queue: options.queue,
      callback: (error, msg) => {
        if (error) {
          this.logger.error({ err: error, pattern }, 'request subscription failed');
          return;
        }
        const reply = this.track(this.respond(msg, pattern, handler, once ? { queue: options.queue, signal: unsubscribing.signal } : undefined));
        replying.add(reply);
        void reply.finally(() => replying.delete(reply)).catch(() => undefined);
      },
    });
    this.responders.add(subscription);
    // Once handle() resolves the server knows the subscription, so no other connection sees "no responders". A flush
    // the server went away under is asked again once it is back (the client resubscribes on reconnect).
    await this.whileServerAway(`responder ${pattern}`, () => nc.flush());
    return {
      unsubscribe: async () => {
        this.responders.delete(subscription);
        unsubscribing.abort();
        await subscription.drain();
        await Promise.allSettled([...replying]);
      },
    };
  }

  async isHealthy(): Promise<boolean> {
    const nc = this.connection?.nc;
    return nc !== undefined && this.connected && !nc.isClosed() && !nc.isDraining();
  }

  async deadLetters(options: { limit?: number } = {}): Promise<DeadLetter[]> {
    const { jsm } = this.started();
    const { state } = await jsm.streams.info(this.deadLetterStreamName);
    if (state.messages === 0) return [];
    const from = Math.max(state.first_seq, state.last_seq - (options.limit ?? 100) + 1);
    const deadLetters: DeadLetter[] = [];
    for (let seq = from; seq <= state.last_seq; seq += 1) {
      const stored = await jsm.streams.getMessage(this.deadLetterStreamName, { seq });
      if (stored) deadLetters.push(this.toDeadLetter(stored));
    }
    return deadLetters;
  }

  private toDeadLetter(stored: StoredMsg): DeadLetter {
    const headers = fromNatsHeaders(stored.header);
    return {
      subject: stored.subject.slice(`${this.prefix}.dlq.`.length),
      durable: headers[DEAD_LETTER_HEADER_DURABLE] ?? '',
      event: parseJsonOrText(stored.string()),
      headers,
      error: headers[DEAD_LETTER_HEADER_ERROR] ?? '',
      attempts: Number(headers[DEAD_LETTER_HEADER_ATTEMPTS] ?? 0),
      deadLetteredAt: stored.time.toISOString(),
    };
  }

  /**
   * For operators, once what made them fail is fixed: publishes the dead letters again on their event subject, oldest
   * first, and removes each from the dead-letter stream once the event stream has it. Every consumer of the subject
   * gets the event again: those that handled it skip it (their inbox holds its id), the one that gave up handles it
   * anew. `durable` and `subject` choose which. Left where they are, counted as skipped: a dead letter that is not an
   * event envelope (a malformed message), and one whose event was first published within the stream's duplicate window.
   */
  async replayDeadLetters(filter: { durable?: string; subject?: string } = {}): Promise<{ replayed: number; skipped: number }> {
    const { js, jsm } = this.started();
    const { state } = await jsm.streams.info(this.deadLetterStreamName);
    let replayed = 0;
    let skipped = 0;
    const sent = new Set<string>();
    if (state.messages === 0) return { replayed, skipped };
    for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
      const stored = await jsm.streams.getMessage(this.deadLetterStreamName, { seq }).catch(() => null); // null: a gap
      if (!stored) continue;
      const { subject, durable, headers, event } = this.toDeadLetter(stored);
      if ((filter.subject && filter.subject !== subject) || (filter.durable && durable !== filter.durable)) continue;
      const id = typeof event === 'object' && event !== null ? (event as { id?: unknown }).id : undefined;
      if (typeof id !== 'string') {
        skipped += 1;
        continue;
      }
      const original = Object.fromEntries(Object.entries(headers).filter(([key]) => !key.startsWith('x-dead-letter-')));
      // The event's own id as the deduplication key, as first published: two consumers' dead letters of one event go
      // out once. Within the stream's duplicate window of its first publish the stream drops it: kept for a later run.
      const ack = await js.publish(this.eventSubject(subject), stored.data, { msgID: id, headers: toNatsHeaders(original) });
      if (ack.duplicate && !sent.has(id)) {
        skipped += 1;
        continue;
      }
      sent.add(id);
      await jsm.streams.deleteMessage(this.deadLetterStreamName, seq);
      replayed += 1;
    }
    if (replayed > 0) this.logger.info({ replayed, skipped, ...filter }, 'dead letters replayed');
    return { replayed, skipped };
  }

  async eraseEventsAbout(userId: string, options: { keep: readonly EventSubject[] }): Promise<number> {
    const { jsm } = this.started();
    let erased = 0;
    for (const [stream, kind] of [[this.streamName, 'events'], [this.deadLetterStreamName, 'dlq']] as const) {
      const keep = new Set(options.keep.map((subject) => `${this.prefix}.${kind}.${subject}`));
      const { state } = await jsm.streams.info(stream);
      if (state.messages === 0) continue;
      // Message by message through the stream API (no consumer): the identity service's NATS user may read and delete
      // stored messages, not create consumers that could take other services' deliveries (deploy/nats/accounts.conf).
      for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
        const stored = await jsm.streams.getMessage(stream, { seq }); // null: a gap (deleted before)
        if (!stored || keep.has(stored.subject) || !stored.string().includes(userId)) continue;
        // erase = true: the server overwrites the bytes, not just the index.
        await jsm.streams.deleteMessage(stream, seq, true);
        erased += 1;
      }
    }
    if (erased > 0) this.logger.info({ erased }, 'erased the stored events of a deleted account');
    return erased;
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async connect(): Promise<void> {
    // A named connection gets its own inbox prefix, so a NATS user may be allowed its own replies and no one else's
    // (deploy/nats/accounts.conf). Credentials, when the server wants them, come in the URL (nats://user:password@host).
    const inboxPrefix = this.options.name ? natsInboxPrefix(this.options.name) : undefined;
    const nc = await connectNats({
      ...serversAndCredentials(this.options.servers),
      name: this.options.name,
      maxReconnectAttempts: -1,
      // Reconnect soon after a restart (the default waits 2 s between attempts on one server).
      reconnectTimeWait: 250,
      // A process started while the server is away (a restart of both, a rolling deploy) waits for it as a reconnect
      // would, instead of failing its start-up: the fault suite restarts a service a second before nats-server.
      waitOnFirstConnect: true,
      // The client otherwise builds two Error objects (stack traces) per request in case it fails: 6 % of the
      // gateway's CPU on the `me` read path. Our failures are DomainErrors naming the pattern anyway.
      noAsyncTraces: true,
      ...(inboxPrefix ? { inboxPrefix } : {}),
    });
    this.connected = true;
    void this.watchStatus(nc);
    const jsm = await this.whileServerAway('JetStream', () => jetstreamManager(nc));
    await this.whileServerAway('event stream', () =>
      this.ensureStream(jsm, {
        name: this.streamName,
        subjects: [`${this.prefix}.events.>`],
        storage: StorageType.File,
        duplicate_window: nanos(this.options.dedupeWindowMs ?? DEFAULT_DEDUPE_WINDOW_MS),
      }),
    );
    await this.whileServerAway('dead-letter stream', () => this.ensureStream(jsm, { name: this.deadLetterStreamName, subjects: [`${this.prefix}.dlq.>`], storage: StorageType.File }));
    this.connection = { nc, js: jetstream(nc), jsm };
    this.unregisterLag = registerConsumerLag(() => this.consumerLag());
  }

  /** What each durable consumer of this bus has still to do, read from the server when metrics are scraped. */
  private async consumerLag(): Promise<ConsumerLag[]> {
    const jsm = this.connection?.jsm;
    if (!jsm || this.closing) return [];
    return Promise.all(
      [...this.durables].map(async (durable) => {
        const info = await jsm.consumers.info(this.streamName, durable);
        return { durable, pending: info.num_pending, ackPending: info.num_ack_pending };
      }),
    );
  }

  private async watchStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.disconnects += 1;
      }
      if (status.type === 'reconnect') {
        this.connected = true;
        for (const check of [...this.onReconnect]) check();
      }
    }
  }

  private async shutDown(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.unregisterLag?.();
    if (!this.connection) return;
    const { nc } = this.connection;
    await Promise.allSettled([...this.eventConsumers].map(async ({ messages, loop }) => {
      await messages.close();
      await loop;
    }));
    await Promise.allSettled([...this.responders].map((subscription) => subscription.drain()));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.connected = false;
    if (!nc.isClosed()) await nc.drain();
  }

  private started(): { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager } {
    if (this.closing) throw new DomainError('UNAVAILABLE', 'Message bus is closed');
    if (!this.connection) throw new DomainError('UNAVAILABLE', 'Message bus is not started');
    return this.connection;
  }

  private eventSubject(subject: string): string {
    return `${this.prefix}.events.${subject}`;
  }

  private requestSubject(pattern: string): string {
    return `${this.prefix}.rpc.${pattern}`;
  }

  /**
   * A start-up step (a stream, a consumer) retried while the server does not answer: a process that connected just
   * before the server went away (a restart of both, a rolling deploy) waits for it as its connection does, rather than
   * failing its start-up on a request timeout. Any other error, or a server still silent after START_PATIENCE_MS, fails.
   */
  private async whileServerAway<T>(step: string, run: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + START_PATIENCE_MS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (this.closing || !SERVER_AWAY.has((error as Error | undefined)?.name ?? '') || Date.now() >= deadline) throw error;
        this.logger.warn({ err: error, step, attempt }, 'NATS server not answering during start-up, retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
      }
    }
  }

  private async ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }): Promise<void> {
    try {
      await jsm.streams.info(config.name);
    } catch (error) {
      if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
      await jsm.streams.add(config);
    }
  }

  private async ensureConsumer(subject: EventSubject, policy: DeliveryPolicy): Promise<void> {
    const { jsm } = this.started();
    const filterSubject = this.eventSubject(subject);
    // No consumer `backoff`: the server then forces ack_wait to its first value and would redeliver any handler
    // still running after 100 ms. Handler errors are retried with nak(delay) instead. One delivery beyond
    // maxDeliver is kept so that an event whose last attempt died with its consumer still reaches the dead letters.
    const settings = { max_deliver: policy.maxDeliver + 1, ack_wait: nanos(this.ackWaitMs) };
    const existing = await this.consumerInfo(jsm, policy.durable);
    if (!existing) {
      await jsm.consumers.add(this.streamName, {
        durable_name: policy.durable,
        filter_subject: filterSubject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ...settings,
      });
      return;
    }
    if (existing.config.filter_subject !== filterSubject) {
      throw new Error(`Durable "${policy.durable}" already consumes ${existing.config.filter_subject ?? 'another subject'}, not ${filterSubject}`);
    }
    if (existing.config.max_deliver !== settings.max_deliver || existing.config.ack_wait !== settings.ack_wait) {
      await jsm.consumers.update(this.streamName, policy.durable, settings);
    }
  }

  private async consumerInfo(jsm: JetStreamManager, durable: string): Promise<ConsumerInfo | undefined> {
    try {
      return await jsm.consumers.info(this.streamName, durable);
    } catch (error) {
      if (isApiError(error, JetStreamApiCodes.ConsumerNotFound)) return undefined;
      throw error;
    }
  }

  private async consumeLoop<S extends EventSubject>(
    js: JetStreamClient,
    messages: ConsumerMessages,
    subject: S,
    handler: EventHandler<S>,
    policy: DeliveryPolicy,
  ): Promise<void> {
    // One event at a time per subscription; more subscriptions (instances) on the durable share the load.
    for await (const msg of messages) {
      await this.track(this.processMessage(js, msg, subject, handler, policy)).catch((error: unknown) => {
        this.logger.error({ err: error, durable: policy.durable }, 'event processing failed; redelivering');
        msg.nak(policy.backoffMs.at(-1));
      });
    }
  }

  private async processMessage<S extends EventSubject>(
    js: JetStreamClient,
    msg: JsMsg,
    subject: S,
    handler: EventHandler<S>,
    policy: DeliveryPolicy,
  ): Promise<void> {
    const headers = fromNatsHeaders(msg.headers);
    // A long handler keeps its delivery: JetStream would otherwise redeliver it after ack_wait.
    const keepAlive = setInterval(() => msg.working(), this.ackWaitMs / 2);
    const outcome = await processEvent(handler, new ReceivedEvent(subject, msg.string()), headers, msg.info.deliveryCount, policy, this.logger)
      .finally(() => clearInterval(keepAlive));
    if (outcome.kind === 'handled') {
      msg.ack();
    } else if (outcome.kind === 'retry') {
      msg.nak(outcome.delayMs);
    } else {
      // Works during close() too: an event in hand when shutting down still reaches the dead letters.
      await this.publishDeadLetter(js, msg, subject, headers, policy.durable, outcome.error);
      msg.term();
    }
  }

  private async publishDeadLetter(js: JetStreamClient, msg: JsMsg, subject: string, headers: Headers, durable: string, error: string): Promise<void> {
    await js.publish(`${this.prefix}.dlq.${subject}`, msg.data, {
      // The stream sequence identifies this event; a retried dead-lettering is then deduplicated.
      msgID: `${durable}-${msg.info.streamSequence}`,
      headers: toNatsHeaders({
        ...headers,
        [DEAD_LETTER_HEADER_DURABLE]: durable,
        [DEAD_LETTER_HEADER_ERROR]: error.replace(/[\r\n]+/g, ' '),
        [DEAD_LETTER_HEADER_ATTEMPTS]: String(msg.info.deliveryCount),
      }),
    });
  }

  private async respond<P extends RequestPattern>(msg: Msg, pattern: P, handler: RequestHandler<P>, once?: { queue: string; signal: AbortSignal }): Promise<void> {
    const requestId = msg.headers?.get(REQUEST_ID_HEADER) || undefined;
    // A repeat of a request this instance has seen (its asker lost the reply in a reconnect) gets the first run's answer.
    const body = msg.string();
    const key = bodyKey(body);
    const remembered = requestId ? (this.replies.get(requestId) ?? this.previousReplies.get(requestId)) : undefined;
    let reply = remembered && remembered.pattern === pattern && remembered.body === key ? remembered.reply : undefined;
    if (!reply) {
      const run = () => serveRequest(pattern, handler, body, fromNatsHeaders(msg.headers), this.logger);
      reply = requestId && once ? this.runOnce(once.queue, { pattern, requestId, body, deadline: Number(msg.headers?.get(REQUEST_DEADLINE_HEADER)) || undefined, signal: once.signal }, run) : run();
      if (requestId) this.rememberReply(requestId, { pattern, body: key, reply });
    }
    const text = await reply;
    if (msg.reply) await this.sendReply(msg, pattern, text);
  }

  /**
   * Sends a reply, gzipped past REPLY_GZIP_FROM_BYTES. One that still exceeds the server's max_payload is answered as a
   * SERVICE_ERROR at once (and logged): the publish would throw, and the asker would wait out its timeout for nothing.
   */
  private async sendReply(msg: Msg, pattern: string, text: string): Promise<void> {
    const size = Buffer.byteLength(text);
    if (size <= REPLY_GZIP_FROM_BYTES) {
      msg.respond(text);
      return;
    }
    const zipped = await gzip(text);
    const maxPayload = this.connection?.nc.info?.max_payload ?? 1024 * 1024;
    if (zipped.length + HEADER_ROOM > maxPayload) {
      this.logger.error({ pattern, bytes: size, gzippedBytes: zipped.length, maxPayload }, 'reply too large for the message bus, even gzipped');
      msg.respond(encodeReply({ ok: false, error: { code: 'SERVICE_ERROR', message: 'The answer is too large to send' } }));
      return;
    }
    const headers = createNatsHeaders();
    headers.set(REPLY_ENCODING_HEADER, 'gzip');
    msg.respond(zipped, { headers });
  }

  /**
   * The reply store of a service's replicas, created when missing; undefined (logged) when the server refuses it.
   * `reopen` opens it again (created anew if it was lost) when the last opening is REPLY_STORE_REOPEN_MS old.
   */
  private replyStore(queue: string, reopen = false): Promise<KV | undefined> {
    const cached = this.replyStores.get(queue);
    if (cached && !(reopen && Date.now() - cached.openedAt >= REPLY_STORE_REOPEN_MS)) return cached.store;
    const { nc } = this.started();
    const name = replyStoreName(this.streamName, queue);
    // Its own client with a short timeout: a store that does not answer costs a request a second, not 5.
    const kvm = new Kvm(jetstream(nc, { timeout: REPLY_STORE_TIMEOUT_MS }));
    const open = () => kvm.create(name, { history: 1, ttl: REPLY_MEMORY_MS, storage: StorageType.File });
    const store = (cached ? open() : this.whileServerAway(`reply store ${name}`, open)).catch((error: unknown) => {
      // Degrades to this replica's own memory: a repeat reaching another replica may run the request again.
      this.logger.error({ err: error, store: name }, 'reply store unavailable; repeats are answered by this replica only');
      return undefined;
    });
    this.replyStores.set(queue, { store, openedAt: Date.now() });
    return store;
  }

  /**
   * Runs a state-changing request once across the service's replicas: the first to claim it in the reply store runs it
   * and stores the reply; a replica that finds another's claim answers with that reply once stored. When the claim's
   * outcome is unknown (the store did not answer) the claim is read back: this replica's own, it runs; another's, it
   * waits; none, or the store unreadable, it runs unclaimed (as before there was a store) and opens the store again.
   */
  private async runOnce(queue: string, request: { pattern: string; requestId: string; body: string; deadline?: number; signal: AbortSignal }, run: () => Promise<string>): Promise<string> {
    const store = await this.replyStore(queue);
    if (!store) {
      void this.replyStore(queue, true);
      return run();
    }
    const { name, key } = storedReplyAddress(request.pattern, request.requestId, request.body);
    const claim = `${CLAIM_PREFIX}${randomUUID()}`;
    try {
      await store.create(name, claim);
    } catch (error) {
      const holder = keyExists(error) ? 'another' : await this.claimHolder(store, name, claim);
      if (holder === 'another') return this.storedReply(store, name, key, request);
      if (holder === 'unknown') {
        this.logger.warn({ err: error, pattern: request.pattern }, 'reply store unavailable; the request runs without its claim');
        void this.replyStore(queue, true);
      }
    }
    const reply = await run();
    // Not waited for: the asker has its reply at once (a repeat meanwhile waits for it). Stored even when the claim's
    // fate is unknown, so a repeat that finds the claim gets the reply rather than waiting for nothing.
    void this.storeReply(store, name, sealReply(key, reply), request.pattern);
    return reply;
  }

  /** Who holds the claim on an entry whose creation failed ambiguously: this replica, another, or unknown (none, unreadable). */
  private async claimHolder(store: KV, name: string, claim: string): Promise<'mine' | 'another' | 'unknown'> {
    const entry = await store.get(name).catch(() => null);
    if (!entry || entry.operation !== 'PUT') return 'unknown';
    return entry.string() === claim ? 'mine' : 'another';
  }

  /** Puts a sealed reply, once more after a moment if the store did not take it: a claim left alone makes repeats wait in vain. */
  private async storeReply(store: KV, name: string, sealed: Uint8Array, pattern: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await store.put(name, sealed);
        return;
      } catch (error) {
        if (attempt >= 2 || this.closing) {
          this.logger.warn({ err: error, pattern }, 'reply not stored; a repeat on another replica will wait for it in vain');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /**
   * The reply another replica stored for a request it claimed, waited for while that replica is still running it:
   * until the asker's deadline (or STORED_REPLY_WAIT_MS), or until this replica stops serving the pattern.
   */
  private async storedReply(store: KV, name: string, key: Buffer, request: { pattern: string; deadline?: number; signal: AbortSignal }): Promise<string> {
    const deadline = Math.min(request.deadline ?? Infinity, Date.now() + STORED_REPLY_WAIT_MS);
    for (let wait = STORED_REPLY_POLL_MS; ; wait = Math.min(wait * 2, STORED_REPLY_POLL_MAX_MS)) {
      const entry = await store.get(name).catch(() => null);
      const reply = entry?.operation === 'PUT' ? openReply(key, entry.value) : undefined;
      if (reply !== undefined) return reply;
      if (Date.now() + wait >= deadline || request.signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    this.logger.warn({ pattern: request.pattern }, 'a repeated request found its first run unanswered');
    return encodeReply({ ok: false, error: { code: 'UNAVAILABLE', message: 'The first attempt of this request did not finish; please try again' } });
  }

  private rememberReply(requestId: string, reply: RememberedReply): void {
    const now = Date.now();
    if (this.replies.size >= REPLY_MEMORY_SIZE || now - this.repliesSince >= REPLY_MEMORY_MS) {
      this.previousReplies = this.replies;
      this.replies = new Map();
      this.repliesSince = now;
    }
    this.replies.set(requestId, reply);
  }

  private requestFailure(error: unknown, pattern: string, timeoutMs: number): DomainError {
    if (error instanceof TimeoutError) return transportError('TIMEOUT', `Request ${pattern} timed out after ${timeoutMs} ms`);
    if (error instanceof RequestError && error.isNoResponders()) return transportError('UNAVAILABLE', `No service handles ${pattern}`);
    this.logger.error({ err: error, pattern }, 'request failed on the connection');
    return transportError('UNAVAILABLE', 'Message bus unavailable');
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}

/** A reply's JSON text, gunzipped when its responder compressed it (REPLY_ENCODING_HEADER). */
async function replyText(reply: Msg): Promise<string> {
  if (reply.headers?.get(REPLY_ENCODING_HEADER) !== 'gzip') return reply.string();
  try {
    // Bounded: a reply that would unpack past it (a gzip bomb from a compromised responder) fails instead of filling memory.
    return (await gunzip(reply.data, { maxOutputLength: REPLY_MAX_UNZIPPED_BYTES })).toString('utf8');
  } catch {
    return encodeReply({ ok: false, error: { code: 'SERVICE_ERROR', message: 'Malformed reply from the service' } });
  }
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

function toNatsHeaders(headers: Headers): MsgHdrs {
  const natsHeaders = createNatsHeaders();
  for (const [key, value] of Object.entries(headers)) natsHeaders.set(key, value);
  return natsHeaders;
}

/** Our headers without the ones NATS adds for itself (`Nats-Msg-Id`, …). */
function fromNatsHeaders(natsHeaders: MsgHdrs | undefined): Headers {
  const headers: Headers = {};
  for (const [key, values] of natsHeaders ?? []) {
    if (!key.toLowerCase().startsWith('nats-') && values[0] !== undefined) headers[key] = values[0];
  }
  return headers;
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `nats://user:password@host:4222` → the server without the credentials, and the credentials as the client's
 * user and pass (the client does not read them from the URL). The first URL that carries them names them for all.
 */
export function serversAndCredentials(servers: string | string[]): { servers: string[]; user?: string; pass?: string } {
  let credentials: { user: string; pass: string } | undefined;
  const plain = (Array.isArray(servers) ? servers : servers.split(',')).map((server) => {
    const trimmed = server.trim();
    const match = /^([a-z]+:\/\/)([^@/]+)@(.+)$/i.exec(trimmed);
    const [, scheme, userInfo, rest] = match ?? [];
    if (!scheme || !userInfo || !rest) return trimmed;
    const [user = '', ...pass] = userInfo.split(':');
    credentials ??= { user: decodeURIComponent(user), pass: decodeURIComponent(pass.join(':')) };
    return `${scheme}${rest}`;
  });
  return { servers: plain, ...credentials };
}

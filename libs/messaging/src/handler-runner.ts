import { randomUUID } from 'node:crypto';
import {
  DomainError,
  HEADER_CORRELATION_ID,
  HEADER_USER_ID,
  isEventSubject,
  type EventEnvelope,
  type EventSubject,
  type RequestPattern,
  type ResponseOf,
  type TypedEvent,
} from '@ecp/contracts';
import { currentContext, withContext, type Logger } from '@ecp/logger';
import { busMetrics, extractTraceContext, inSpan, injectTraceContext, secondsSince, SpanKind } from '@ecp/telemetry';
import { parseEvent, parseRequest, parseResponse } from './contract-validation.js';
import { redeliveryDelayMs, type DeliveryPolicy } from './delivery-policy.js';
import type { EventHandler, EventWatcher, Headers, RequestHandler } from './message-bus.js';
import { decodeReply, encodeReply, toSerializedError, unwrapReply } from './reply.codec.js';

// The semantics both adapters share live here, so the in-process bus and NatsBus differ only in transport.

/** Outgoing request headers: the caller's correlation and user id ride along unless given explicitly. */
export function requestHeaders(given: Headers = {}): Headers {
  const context = currentContext();
  const userId = given[HEADER_USER_ID] ?? context?.userId;
  return injectTraceContext({
    ...given,
    [HEADER_CORRELATION_ID]: given[HEADER_CORRELATION_ID] ?? context?.correlationId ?? randomUUID(),
    ...(userId ? { [HEADER_USER_ID]: userId } : {}),
  });
}

/**
 * Outgoing event headers: the envelope's correlation id unless given (a relay publishes outside the original flow),
 * and the active trace context (the relay's publish span, which continues the trace stored with the outbox row).
 */
export function eventHeaders(event: EventEnvelope, given: Headers = {}): Headers {
  const userId = given[HEADER_USER_ID] ?? currentContext()?.userId;
  return injectTraceContext({
    ...given,
    [HEADER_CORRELATION_ID]: given[HEADER_CORRELATION_ID] ?? event.correlationId,
    ...(userId ? { [HEADER_USER_ID]: userId } : {}),
  });
}

/** The caller's side of a request around its transport: a client span (whose context `requestHeaders` sends along) and the round trip's metrics. */
export async function sendRequest<T>(pattern: RequestPattern, send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await inSpan(`${pattern} send`, { kind: SpanKind.CLIENT, attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': pattern } }, send);
  } catch (error) {
    outcome = errorOutcome(error);
    throw error;
  } finally {
    busMetrics.sent.observe({ pattern, outcome }, secondsSince(started));
  }
}

/** A metrics label for a failure: the DomainError code, else `error`. */
function errorOutcome(error: unknown): string {
  return error instanceof DomainError ? error.code : 'error';
}

/** An event as a transport sends it: validated by its receivers, so here only routed by its type. */
export function outgoingEvent<S extends EventSubject>(event: TypedEvent<S>, headers?: Headers): { subject: S; body: string; headers: Headers } {
  if (!isEventSubject(event.type)) throw new DomainError('VALIDATION_ERROR', `Unknown event subject ${String(event.type)}`);
  return { subject: event.type, body: JSON.stringify(event), headers: eventHeaders(event, headers) };
}

/** The caller's side of a request: the encoded reply, its error rethrown as a DomainError or its response parsed. */
export function receiveReply<P extends RequestPattern>(pattern: P, replyText: string, logger: Logger): ResponseOf<P> {
  const response = unwrapReply(decodeReply(replyText));
  try {
    return parseResponse(pattern, response);
  } catch (error) {
    logger.error({ err: error, pattern }, 'response breaks its contract');
    throw error;
  }
}

function runInHeaderContext<T>(headers: Headers, fallbackCorrelationId: string | undefined, fn: () => T): T {
  return withContext({ correlationId: headers[HEADER_CORRELATION_ID] ?? fallbackCorrelationId, userId: headers[HEADER_USER_ID] }, fn);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : JSON.stringify(error) ?? String(error);
  return text.slice(0, 500);
}

/** Runs a request handler on a raw request body (validated here, once) and returns the encoded reply; never throws. */
export async function serveRequest<P extends RequestPattern>(
  pattern: P,
  handler: RequestHandler<P>,
  body: string,
  headers: Headers,
  logger: Logger,
): Promise<string> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    const response = await inSpan(
      `${pattern} process`,
      { kind: SpanKind.SERVER, parent: extractTraceContext(headers), attributes: { 'messaging.operation.type': 'process', 'messaging.destination.name': pattern } },
      () => runInHeaderContext(headers, undefined, () => handler(parseRequest(pattern, parseJsonBody(body)), { ...headers })),
    );
    return encodeReply({ ok: true, data: response });
  } catch (error) {
    outcome = errorOutcome(error);
    if (error instanceof DomainError && error.code !== 'SERVICE_ERROR') {
      logger.debug({ pattern, code: error.code }, 'request answered with a domain error');
    } else {
      logger.error({ err: error, pattern }, 'request handler failed');
    }
    return encodeReply({ ok: false, error: toSerializedError(error) });
  } finally {
    busMetrics.served.observe({ pattern, outcome }, secondsSince(started));
  }
}

function parseJsonBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new DomainError('VALIDATION_ERROR', 'Request body is not JSON');
  }
}

/**
 * A received envelope, decoded and validated on first use, at most once however many of this process's consumers
 * and watchers it reaches (the in-process bus hands one published event to each): they share the result, frozen, so
 * none can change what another sees (frozen on every bus, so a handler that changed its event fails under NATS as
 * it does in-process). A malformed envelope fails every one of them the same way.
 */
export class ReceivedEvent<S extends EventSubject = EventSubject> {
  private decoded?: { event: TypedEvent<S> } | { error: unknown };

  constructor(
    readonly subject: S,
    readonly body: string,
  ) {}

  event(): TypedEvent<S> {
    if (!this.decoded) {
      try {
        this.decoded = { event: deepFreeze(parseEvent(this.subject, JSON.parse(this.body))) };
      } catch (error) {
        this.decoded = { error };
      }
    }
    if ('error' in this.decoded) throw this.decoded.error;
    return this.decoded.event;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Shows a watcher one envelope; a malformed event or a watcher error is logged, never thrown. */
export function notifyWatcher<S extends EventSubject>(watcher: EventWatcher<S>, envelope: ReceivedEvent<S>, logger: Logger): void {
  try {
    watcher(envelope.event());
  } catch (error) {
    logger.warn({ err: error, subject: envelope.subject }, 'event watcher failed');
  }
}

export type EventOutcome = { kind: 'handled' } | { kind: 'retry'; delayMs: number } | { kind: 'dead-letter'; error: string };

/** Runs an event handler on one delivery of an envelope and says what the transport should do with it. */
export async function processEvent<S extends EventSubject>(
  handler: EventHandler<S>,
  envelope: ReceivedEvent<S>,
  headers: Headers,
  attempt: number,
  policy: DeliveryPolicy,
  logger: Logger,
): Promise<EventOutcome> {
  const { subject } = envelope;
  const started = performance.now();
  const labels = { subject, durable: policy.durable };
  if (attempt > 1) busMetrics.redeliveries.inc(labels);
  const outcome = await inSpan(
    `${subject} process`,
    {
      kind: SpanKind.CONSUMER,
      parent: extractTraceContext(headers),
      attributes: { 'messaging.operation.type': 'process', 'messaging.destination.name': subject, 'messaging.consumer.group.name': policy.durable, 'messaging.message.delivery_count': attempt },
    },
    async (span) => {
      const result = await handleDelivery(handler, envelope, headers, attempt, policy, logger);
      if (result.kind !== 'handled') span?.setAttribute('ecp.event.outcome', result.kind);
      return result;
    },
  );
  busMetrics.events.observe({ ...labels, outcome: outcome.kind }, secondsSince(started));
  if (outcome.kind === 'dead-letter') busMetrics.deadLetters.inc(labels);
  return outcome;
}

async function handleDelivery<S extends EventSubject>(
  handler: EventHandler<S>,
  envelope: ReceivedEvent<S>,
  headers: Headers,
  attempt: number,
  policy: DeliveryPolicy,
  logger: Logger,
): Promise<EventOutcome> {
  const where = { subject: envelope.subject, durable: policy.durable, attempt };
  if (attempt > policy.maxDeliver) {
    // Only reachable when a consumer died during the last attempt: set it aside rather than drop it.
    logger.error(where, 'event delivery attempts exhausted without the handler finishing; dead-lettering');
    return { kind: 'dead-letter', error: 'Delivery attempts exhausted without the handler finishing' };
  }
  let event;
  try {
    event = envelope.event();
  } catch (error) {
    // A malformed event fails the same way on every delivery, so it goes straight to the dead letters.
    logger.error({ ...where, err: error }, 'malformed event; dead-lettering');
    return { kind: 'dead-letter', error: errorText(error) };
  }
  try {
    await runInHeaderContext(headers, event.correlationId, () => handler(event, { attempt, headers: { ...headers } }));
    return { kind: 'handled' };
  } catch (error) {
    if (attempt >= policy.maxDeliver) {
      logger.error({ ...where, err: error, eventId: event.id }, 'event handler failed on its last attempt; dead-lettering');
      return { kind: 'dead-letter', error: errorText(error) };
    }
    const delayMs = redeliveryDelayMs(policy, attempt);
    logger.warn({ ...where, err: error, eventId: event.id, delayMs }, 'event handler failed; redelivering');
    return { kind: 'retry', delayMs };
  }
}

import type { CustomTransportStrategy, MessageHandler } from '@nestjs/microservices';
import { RpcException, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { DomainError, isEventSubject, isRequestPattern, isSerializedError, type EventSubject, type RequestPattern, type ResponseOf } from '@ecp/contracts';
import type { MessageBus, SubscribeOptions, Subscription } from '../message-bus.js';
import { BusContext } from './bus.context.js';

export interface BusTransportOptions {
  /** Redelivery policy for every @EventPattern subscription of the service (the durable name is derived). */
  events?: Omit<SubscribeOptions, 'durable'>;
  /** Subjects whose events are handled up to n at a time: n subscriptions on the durable (competing consumers). Default 1. */
  concurrency?: Partial<Record<EventSubject, number>>;
}

/**
 * Serves a Nest microservice's handlers through a MessageBus: `@MessagePattern('identity.sign-in')` via
 * `bus.handle` (queue group = service name), `@EventPattern('user.registered')` via `bus.subscribe` with the
 * durable `<service>-user-registered`. Handlers get the request or event envelope as data and a BusContext.
 * The bus belongs to whoever created it: close() stops serving but leaves the bus open.
 */
export class BusTransport extends Server implements CustomTransportStrategy {
  // Event handler failures come back to us as errors and turn into redeliveries; Nest need not log them too.
  override readonly propagatesEventHandlerErrors = true;
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly bus: MessageBus,
    private readonly serviceName: string,
    private readonly options: BusTransportOptions = {},
  ) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      await this.bus.start();
      for (const [pattern, handler] of this.getHandlers()) {
        this.subscriptions.push(handler.isEventHandler ? await this.serveEvent(pattern, handler) : await this.serveRequest(pattern, handler));
      }
      callback();
    } catch (error) {
      await this.close();
      callback(error);
    }
  }

  async close(): Promise<void> {
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
  }

  on(): never {
    throw new Error('BusTransport emits no events; watch the bus with isHealthy() instead');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  private serveRequest(pattern: string, handler: MessageHandler): Promise<Subscription> {
    if (!isRequestPattern(pattern)) {
      throw new Error(`@MessagePattern('${pattern}') in ${this.serviceName} is not a request pattern of @ecp/contracts`);
    }
    return this.bus.handle(
      pattern,
      (request, headers) => this.resultOf(handler(request, new BusContext([headers, 1, pattern]))) as Promise<ResponseOf<RequestPattern>>,
      { queue: this.serviceName },
    );
  }

  private async serveEvent(subject: string, handler: MessageHandler): Promise<Subscription> {
    if (!isEventSubject(subject)) {
      throw new Error(`@EventPattern('${subject}') in ${this.serviceName} is not an event subject of @ecp/contracts`);
    }
    const count = Math.max(1, Math.floor(this.options.concurrency?.[subject] ?? 1));
    // A subject handled several at a time has a slow handler (a CV's analysis): each subscriber takes one event at a
    // time from the broker, so a backlog is not held here past its ack wait and delivered twice.
    const pullAhead = count > 1 ? { pullAhead: 1 } : {};
    const subscribe = () =>
      this.bus.subscribe(
        subject as EventSubject,
        async (event, context) => {
          await this.resultOf(handler(event, new BusContext([context.headers, context.attempt, subject])));
        },
        { ...this.options.events, ...pullAhead, durable: `${this.serviceName}-${subject.replaceAll('.', '-')}` },
      );
    if (count === 1) return subscribe();
    const subscriptions: Subscription[] = [];
    try {
      for (let n = 0; n < count; n += 1) subscriptions.push(await subscribe());
    } catch (error) {
      await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
      throw error;
    }
    return { unsubscribe: async () => void (await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()))) };
  }

  /** A handler's value, promise or Observable (its last value), with errors brought back to DomainErrors where possible. */
  private async resultOf(result: ReturnType<MessageHandler>): Promise<unknown> {
    try {
      return await lastValueFrom(this.transformToObservable(await result), { defaultValue: undefined });
    } catch (error) {
      throw toBusError(error);
    }
  }
}

function toBusError(error: unknown): unknown {
  const payload = error instanceof RpcException ? error.getError() : error;
  if (!(payload instanceof DomainError) && isSerializedError(payload)) {
    return new DomainError(payload.code, payload.message, payload.details);
  }
  return payload;
}

import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { DomainError, isEventSubject, isRequestPattern, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { MessageBus } from '../message-bus.js';

export interface BusClientProxyOptions {
  /** Request timeout for send(); default the bus's (5000 ms). */
  timeoutMs?: number;
}

/**
 * Nest's client API over a MessageBus, for code written against ClientProxy: `send(pattern, request)` is
 * `bus.request`, `emit(subject, envelope)` is `bus.publish` (pass a full envelope, e.g. from `createEvent`).
 * Typed `bus.request(...)` remains the main path for callers.
 */
export class BusClientProxy extends ClientProxy {
  constructor(
    private readonly bus: MessageBus,
    private readonly options: BusClientProxyOptions = {},
  ) {
    super();
  }

  async connect(): Promise<void> {
    await this.bus.start();
  }

  /** The bus belongs to whoever created it, so closing the proxy leaves it open. */
  async close(): Promise<void> {}

  unwrap<T>(): T {
    return this.bus as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern);
    let cancelled = false;
    if (!isRequestPattern(pattern)) {
      callback({ err: new DomainError('VALIDATION_ERROR', `Unknown request pattern ${pattern}`) });
      return () => undefined;
    }
    this.bus.request(pattern, packet.data, { timeoutMs: this.options.timeoutMs }).then(
      (response) => !cancelled && callback({ response, isDisposed: true }),
      (error: unknown) => !cancelled && callback({ err: error }),
    );
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent<T = void>(packet: ReadPacket<TypedEvent<EventSubject>>): Promise<T> {
    const subject = this.normalizePattern(packet.pattern);
    if (!isEventSubject(subject) || packet.data?.type !== subject) {
      throw new DomainError('VALIDATION_ERROR', `emit('${subject}') needs an event envelope of that type`);
    }
    await this.bus.publish(packet.data);
    return undefined as T;
  }
}

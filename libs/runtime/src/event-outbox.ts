import { createEvent, type EventData, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { enqueueEvents, handleOnce, type EventHeaders, type AppDatabase, type AppTransaction, type InboxTable, type OutboxRelay, type OutboxTable } from '@ecp/database';
import { currentContext } from '@ecp/logger';
import { injectTraceContext } from '@ecp/telemetry';
import { randomUUID } from 'node:crypto';

export type Emit = <S extends EventSubject>(subject: S, data: EventData<S>) => Promise<TypedEvent<S>>;

/** An event emitted in a transaction, written to the outbox with the others when the work is done (one statement). */
interface Pending {
  event: TypedEvent<EventSubject>;
  headers: EventHeaders;
}

/**
 * The one way a service changes state and announces it: the state change and its events commit in
 * one transaction (transactional outbox), and the relay is woken after the commit so events leave fast.
 */
export class EventOutbox {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: OutboxTable,
    private readonly inbox: InboxTable,
    private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Runs `work` in a transaction; events emitted through `emit` are committed with it. */
  async transaction<T>(work: (tx: AppTransaction, emit: Emit) => Promise<T>, causationId?: string): Promise<T> {
    let emitted = 0;
    const result = await this.db.transaction(async (tx) => {
      const pending: Pending[] = [];
      const emit: Emit = async (subject, data) => {
        const ctx = currentContext();
        const event = createEvent(subject, data, {
          correlationId: ctx?.correlationId ?? randomUUID(),
          ...(causationId ? { causationId } : {}),
        });
        // The trace context goes with the row, so the relay's publish continues this trace.
        pending.push({ event, headers: injectTraceContext({}) });
        return event;
      };
      const value = await work(tx, emit);
      await enqueueEvents(tx, this.outbox, pending);
      emitted = pending.length;
      return value;
    });
    if (emitted > 0) this.relay.wake();
    return result;
  }

  /**
   * Handles an incoming event at most once per consumer: the inbox mark, the state change and any
   * events it causes commit together. Returns false when the event was already processed.
   */
  async handleOnce(event: TypedEvent<EventSubject>, consumer: string, work: (tx: AppTransaction, emit: Emit) => Promise<void>): Promise<boolean> {
    let emitted = 0;
    const processed = await handleOnce(this.db, this.inbox, { eventId: event.id, consumer }, async (tx) => {
      const pending: Pending[] = [];
      const emit: Emit = async (subject, data) => {
        const next = createEvent(subject, data, { correlationId: event.correlationId, causationId: event.id });
        pending.push({ event: next, headers: injectTraceContext({}) });
        return next;
      };
      await work(tx, emit);
      await enqueueEvents(tx, this.outbox, pending);
      emitted = pending.length;
    });
    if (emitted > 0) this.relay.wake();
    return processed;
  }
}

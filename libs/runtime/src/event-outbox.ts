import { createEvent, DomainError, type EventData, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { enqueueEvents, handleOnce, type EventHeaders, type AppDatabase, type AppTransaction, type InboxTable, type OutboxRelay, type OutboxTable } from '@ecp/database';
import { currentContext } from '@ecp/logger';
import { injectTraceContext } from '@ecp/telemetry';
import { randomUUID } from 'node:crypto';

export type Emit = <S extends EventSubject>(subject: S, data: EventData<S>) => Promise<TypedEvent<S>>;

/**
 * The inbox's mark for a person this service has erased (the user id in place of an event id): an event about them
 * that arrives after the erasure (one published before it, a redelivery) is taken as handled and changes nothing, so
 * their data does not come back. Kept for good, like the identity service's erasure register (the bare id only).
 */
const ERASED_USER = 'erased-user';
/** The erasure's own events, handled whoever they are about. */
const ABOUT_ERASURE: ReadonlySet<string> = new Set(['user.deleted', 'user.erased']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** transactionAbout's refusal of a request about a person erased here: NOT_FOUND with the operation's failure message. */
export const accountDeleted = (message: string) => () => new DomainError('NOT_FOUND', message, { reason: 'The account was deleted' });

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
  /** The service's schema: its per-person locks are its own, so services sharing a database do not wait on each other. */
  private readonly lockSpace: string;

  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: OutboxTable,
    private readonly inbox: InboxTable,
    private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {
    this.lockSpace = getTableConfig(inbox).schema ?? 'public';
  }

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
   * A write about one person that no event caused (a request): `transaction`, run under the person's lock (see
   * lockPerson) and refused with `whenErased()` if they were erased here. A request authenticated just before the
   * account was deleted can arrive after the erasure; without this it wrote rows (a new profile, an enrollment a
   * provider then heard of) that nothing would ever delete.
   */
  async transactionAbout<T>(userId: string, whenErased: () => Error, work: (tx: AppTransaction, emit: Emit) => Promise<T>, causationId?: string): Promise<T> {
    return this.transaction(async (tx, emit) => {
      await this.lockPerson(tx, userId);
      if (await this.isErased(userId, tx)) throw whenErased();
      return work(tx, emit);
    }, causationId);
  }

  /**
   * Handles an incoming event at most once per consumer: the inbox mark, the state change and any
   * events it causes commit together. Returns false when the event was already processed. An event about a person
   * erased here (its `userId`) is marked handled without running `work` (see ERASED_USER).
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
      const about = (event.data as { userId?: unknown }).userId;
      if (typeof about === 'string') {
        await this.lockPerson(tx, about);
        if (!ABOUT_ERASURE.has(event.type) && (await this.isErased(about, tx))) return;
      }
      await work(tx, emit);
      await enqueueEvents(tx, this.outbox, pending);
      emitted = pending.length;
    });
    if (emitted > 0) this.relay.wake();
    return processed;
  }

  /**
   * Holds, until the transaction ends, this service's lock on one person. Every event about them and their erasure
   * take it first (handleOnce), as do writes about them that run outside an event's handling: without it, an event
   * handled while the person was being erased read 'not erased' and wrote rows the erasure's deletes, already run, did
   * not see (read committed), so the data of a deleted account stayed, or reached partners after user.deleted.
   */
  async lockPerson(tx: AppTransaction, userId: string): Promise<void> {
    if (!UUID.test(userId)) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${this.lockSpace}:person:${userId.toLowerCase()}`}, 0))`);
  }

  /** Records, in the erasure's transaction, that the person is erased here (see ERASED_USER). */
  async markErased(tx: AppTransaction, userId: string): Promise<void> {
    await tx.insert(this.inbox).values({ eventId: userId, consumer: ERASED_USER }).onConflictDoNothing();
  }

  /** Whether the person was erased here: what arrives about them afterwards must not bring their data back. */
  async isErased(userId: string, db: AppDatabase | AppTransaction = this.db): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const rows = await db
      .select({ eventId: this.inbox.eventId })
      .from(this.inbox)
      .where(and(eq(this.inbox.consumer, ERASED_USER), eq(this.inbox.eventId, userId)))
      .limit(1);
    return rows.length > 0;
  }
}

import { and, asc, eq, gt, inArray, isNull, is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { DomainError, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { extractTraceContext, inSpan, outboxMetrics, registerOutbox, SpanKind } from '@ecp/telemetry';
import type { AppDatabase } from './database.js';
import { purgePublishedEvents, type EventHeaders, type OutboxTable } from './outbox.js';
import { millisecondsSql } from './sql-time.js';

/** Hands one event to the bus, e.g. `(event, headers) => bus.publish(event, headers)`. */
export type PublishEvent = (event: TypedEvent<EventSubject>, headers: EventHeaders) => Promise<void>;

export interface OutboxRelayOptions {
  /** How often pending rows are looked for without a wake(). Default 1000. */
  pollIntervalMs?: number;
  /** Rows claimed per pass. Default 100. */
  batchSize?: number;
  /** Delay before the first retry of a failed publish; doubles per attempt. Default 200. */
  retryBaseMs?: number;
  /** Longest delay between retries. Default 30000. */
  retryMaxMs?: number;
  /** Published rows are deleted after this many days. Default 7. */
  retentionDays?: number;
  /** How often the retention cleanup runs. Default one hour. */
  cleanupIntervalMs?: number;
  /** Names the outbox in metrics (`outbox="skills"`); without it the relay reports no backlog. */
  name?: string;
  /**
   * Publish rows without waiting for each to be confirmed before the next: a pass starts the publish of every due
   * row in the rows' order and returns; a row is marked published once the bus confirms it (the confirmed rows are
   * marked together at the start of the next pass: the next commit's wake() or poll), and later passes go on with the rows after the
   * last one started. Only for a bus whose publish() takes the event in before it first waits (the in-process bus:
   * embedded mode, where publish() waits for the consumers), so the bus still receives the events in the order they
   * were written. A failed publish is recorded on its row as usual and the relay starts again from it (rows after it
   * that went out already are sent again: the bus drops them as duplicates within its window, the consumers'
   * inboxes after it). Default false.
   */
  publishConcurrently?: boolean;
}

/** A publish the bus refused for the event itself (too large for it, an unknown subject): no retry can succeed. */
const refusedForGood = (error: unknown) => error instanceof DomainError && error.code === 'VALIDATION_ERROR';

type ClaimedRow = { id: string; position: number; envelope: TypedEvent<EventSubject>; headers: EventHeaders; attempts: number; waitMs: number };

interface PassResult {
  published: number;
  /** Set when the pass stopped at a row waiting for its retry. */
  retryInMs?: number;
  /** True when the batch was full, so more rows may be waiting. */
  more: boolean;
}

/**
 * Publishes the outbox to the bus, oldest first, at least once (the bus deduplicates by event id).
 * On PostgreSQL, rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, so several
 * instances of a service can relay side by side without publishing a row twice. A PGlite data dir
 * belongs to one process and one relay, and a transaction there blocks every other query, so rows are
 * read and marked without holding one open while the bus is called.
 * A failed publish keeps the row (attempts counted, next try after a growing delay) and holds back the
 * rows after it, so events leave in the order they were written; one the bus refuses for good is set aside (setAside).
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly retentionDays: number;
  private readonly cleanupIntervalMs: number;
  private readonly claimsWithLocks: boolean;
  private running = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private cleanupTimer: NodeJS.Timeout | undefined;
  /** Passes run one after another; this is the tail of that chain. */
  private queue: Promise<unknown> = Promise.resolve();
  private passQueued = false;
  private readonly name: string | undefined;
  private readonly publishConcurrently: boolean;
  /** publishConcurrently: publishes started and not settled yet, by row id. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** publishConcurrently: the position of the last row whose publish was started; passes claim the rows after it. */
  private startedThrough = 0;
  /** publishConcurrently: where the next pass starts again after a failed publish (the position before that row). */
  private rewindTo: number | undefined;
  /** publishConcurrently: confirmed rows not marked published yet. */
  private confirmed: string[] = [];
  private unregisterMetrics?: () => void;

  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: OutboxTable,
    private readonly publish: PublishEvent,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.retryBaseMs = options.retryBaseMs ?? 200;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
    this.retentionDays = options.retentionDays ?? 7;
    this.cleanupIntervalMs = options.cleanupIntervalMs ?? 3_600_000;
    this.claimsWithLocks = !is(db, PgliteDatabase);
    this.name = options.name;
    this.publishConcurrently = options.publishConcurrently ?? false;
    // Claims under row locks (PostgreSQL) end with the pass, before the publishes are confirmed: another replica would
    // claim and send the same rows, and a row committed late below a started position would be skipped.
    if (this.publishConcurrently && this.claimsWithLocks) throw new Error('outbox relay: publishConcurrently is for a single-connection database (PGlite) only');
  }

  /** Publishes what is pending now and then keeps polling; idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.name) this.unregisterMetrics = registerOutbox(this.name, () => this.backlog());
    this.wake();
    this.cleanupTimer = setInterval(() => void this.cleanup(), this.cleanupIntervalMs).unref();
    void this.cleanup();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.unregisterMetrics?.();
    clearTimeout(this.pollTimer);
    clearInterval(this.cleanupTimer);
    await this.queue;
    if (this.publishConcurrently) await this.serial(() => this.settleInFlight());
  }

  /** A cheap nudge after a commit that enqueued events: runs a pass soon instead of at the next poll. */
  wake(): void {
    if (!this.running || this.passQueued) return;
    this.passQueued = true;
    clearTimeout(this.pollTimer);
    void this.serial(async () => {
      this.passQueued = false;
      if (!this.running) return;
      let next = this.pollIntervalMs;
      try {
        const { retryInMs } = await this.drain(false);
        if (retryInMs !== undefined) next = Math.min(next, retryInMs);
      } catch (error) {
        this.logger.warn({ err: error }, 'outbox relay pass failed; retrying at the next poll');
      }
      this.schedule(next);
    });
  }

  /**
   * Publishes every pending row now, retry delays included, and resolves with how many went out.
   * A publish failure is recorded on its row as in a normal pass; database errors reject.
   */
  flush(): Promise<number> {
    if (this.publishConcurrently) {
      return this.serial(async () => {
        await this.drain(true);
        return this.settleInFlight();
      });
    }
    return this.serial(async () => (await this.drain(true)).published);
  }

  /** publishConcurrently: waits for every publish under way and marks what was confirmed; resolves with how many were. */
  private async settleInFlight(): Promise<number> {
    await Promise.allSettled([...this.inFlight.values()]);
    return this.markConfirmed(this.db);
  }

  private async markConfirmed(executor: AppDatabase): Promise<number> {
    const ids = this.confirmed.splice(0);
    if (ids.length === 0) return 0;
    try {
      await executor.update(this.outbox).set({ publishedAt: sql`now()` }).where(inArray(this.outbox.id, ids));
    } catch (error) {
      // Still confirmed: marked with the next pass's.
      this.confirmed.unshift(...ids);
      throw error;
    }
    return ids.length;
  }

  /** Deletes published rows older than the retention period; returns how many went. */
  async cleanup(): Promise<number> {
    try {
      const deleted = await purgePublishedEvents(this.db, this.outbox, this.retentionDays);
      if (deleted > 0) this.logger.info({ deleted, retentionDays: this.retentionDays }, 'outbox: published events purged');
      return deleted;
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox cleanup failed');
      return 0;
    }
  }

  /** Unpublished rows and the age of the oldest, for the metrics. */
  async backlog(): Promise<{ backlog: number; oldestAgeSeconds: number }> {
    const [row] = await this.db
      .select({
        backlog: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from (now() - min(${this.outbox.createdAt}))), 0)::float8`,
      })
      .from(this.outbox)
      .where(isNull(this.outbox.publishedAt));
    return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
  }

  private schedule(delayMs: number): void {
    if (!this.running || this.passQueued) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => this.wake(), delayMs).unref();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async drain(ignoreRetryDelay: boolean): Promise<PassResult> {
    let published = 0;
    for (;;) {
      const pass = this.claimsWithLocks
        ? await this.db.transaction((tx) => this.pass(tx, ignoreRetryDelay))
        : await this.pass(this.db, ignoreRetryDelay);
      published += pass.published;
      // stop() waits for the batch in flight only, not for the whole backlog.
      const stopping = !ignoreRetryDelay && !this.running;
      if (!pass.more || pass.retryInMs !== undefined || stopping) return { ...pass, published };
    }
  }

  private async pass(executor: AppDatabase, ignoreRetryDelay: boolean): Promise<PassResult> {
    const { outbox } = this;
    const claim = executor
      .select({
        id: outbox.id,
        position: outbox.position,
        envelope: outbox.envelope,
        headers: outbox.headers,
        attempts: outbox.attempts,
        waitMs: sql<number>`greatest(0, extract(epoch from (${outbox.nextAttemptAt} - now())) * 1000)::float8`,
      })
      .from(outbox)
      .where(this.publishConcurrently ? and(isNull(outbox.publishedAt), gt(outbox.position, this.claimAfter())) : isNull(outbox.publishedAt))
      .orderBy(asc(outbox.position))
      .limit(this.batchSize)
      .$dynamic();
    const rows = this.claimsWithLocks ? await claim.for('update', { skipLocked: true }) : await claim;

    if (this.publishConcurrently) return this.publishTogether(executor, rows, ignoreRetryDelay);
    let published = 0;
    for (const row of rows) {
      if (!ignoreRetryDelay && row.waitMs > 0) return { published, retryInMs: Math.ceil(row.waitMs), more: true };
      try {
        await this.publishRow(row);
      } catch (error) {
        if (!refusedForGood(error)) return { published, retryInMs: await this.publishFailed(executor, row, error), more: true };
        await this.setAside(executor, row, error);
        continue;
      }
      await executor.update(outbox).set({ publishedAt: sql`now()` }).where(eq(outbox.id, row.id));
      published += 1;
    }
    return { published, more: rows.length === this.batchSize };
  }

  /** publishConcurrently: the position the next claim starts after (rewound after a failed publish); marks go out first. */
  private claimAfter(): number {
    if (this.rewindTo !== undefined) {
      this.startedThrough = Math.min(this.startedThrough, this.rewindTo);
      this.rewindTo = undefined;
    }
    return this.startedThrough;
  }

  /** publishConcurrently: starts the due rows' publishes, in order, and returns without waiting for them. */
  private async publishTogether(executor: AppDatabase, rows: ClaimedRow[], ignoreRetryDelay: boolean): Promise<PassResult> {
    await this.markConfirmed(executor);
    const firstWaiting = ignoreRetryDelay ? -1 : rows.findIndex((row) => row.waitMs > 0);
    const due = firstWaiting < 0 ? rows : rows.slice(0, firstWaiting);
    let started = 0;
    for (const row of due) {
      this.startedThrough = Math.max(this.startedThrough, row.position);
      // Sent again after a rewind while its first publish is still under way: that one settles it.
      if (this.inFlight.has(row.id)) continue;
      const publish = this.publishRow(row).then(
        () => void this.confirmed.push(row.id),
        async (error: unknown) => {
          // Out of flight before the rewind, so the pass that starts again from this row sends it.
          this.inFlight.delete(row.id);
          if (refusedForGood(error)) {
            await this.setAside(this.db, row, error).catch((markError: unknown) => this.logger.warn({ err: markError }, 'outbox relay could not set an event aside; retrying at the next poll'));
            return;
          }
          let retryInMs: number | undefined;
          try {
            retryInMs = await this.publishFailed(this.db, row, error);
          } catch (recordError) {
            this.logger.warn({ err: recordError }, 'outbox relay could not record a failed publish; retrying at the next poll');
          }
          this.rewindTo = Math.min(this.rewindTo ?? Number.POSITIVE_INFINITY, row.position - 1);
          if (retryInMs !== undefined) this.schedule(retryInMs);
        },
      );
      this.inFlight.set(row.id, publish);
      void publish.finally(() => {
        if (this.inFlight.get(row.id) === publish) this.inFlight.delete(row.id);
      });
      started += 1;
    }
    const waiting = firstWaiting < 0 ? undefined : rows[firstWaiting];
    if (waiting) return { published: started, retryInMs: Math.ceil(waiting.waitMs), more: true };
    return { published: started, more: rows.length === this.batchSize };
  }

  private async publishRow(row: ClaimedRow): Promise<void> {
    // Continues the trace the event was emitted in (its context is stored with the row); the bus sends this span's on.
    await inSpan(
      `${row.envelope.type} publish`,
      { kind: SpanKind.PRODUCER, parent: extractTraceContext(row.headers), attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': row.envelope.type, 'messaging.message.id': row.id } },
      () => this.publish(row.envelope, row.headers),
    );
    if (this.name) outboxMetrics.published.inc({ outbox: this.name });
  }

  /**
   * An event the bus refuses for good (too large for it, or not a known event) would hold every later row back for
   * ever: it is marked published with the reason in last_error ('set aside: …', kept until the retention purge) and
   * logged as an error with its id, and the rows after it go out.
   */
  private async setAside(executor: AppDatabase, row: ClaimedRow, error: unknown): Promise<void> {
    if (this.name) outboxMetrics.publishFailures.inc({ outbox: this.name });
    const reason = error instanceof Error ? error.message : String(error);
    await executor.update(this.outbox).set({ publishedAt: sql`now()`, attempts: row.attempts + 1, lastError: `set aside: ${reason}` }).where(eq(this.outbox.id, row.id));
    this.logger.error({ err: error, eventId: row.id, subject: row.envelope.type }, 'outbox: the bus refuses this event for good; set aside so the events after it go out');
  }

  /** Records a failed publish on its row (attempts, error, next try after a growing delay); returns that delay. */
  private async publishFailed(executor: AppDatabase, row: ClaimedRow, error: unknown): Promise<number> {
    if (this.name) outboxMetrics.publishFailures.inc({ outbox: this.name });
    const attempts = row.attempts + 1;
    const retryInMs = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (attempts - 1));
    await executor
      .update(this.outbox)
      .set({
        attempts,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: sql`now() + ${millisecondsSql(retryInMs)}`,
      })
      .where(eq(this.outbox.id, row.id));
    this.logger[attempts >= 5 ? 'error' : 'warn'](
      { err: error, eventId: row.id, subject: row.envelope.type, attempts, retryInMs },
      'outbox: publish failed; will retry',
    );
    return retryInMs;
  }
}

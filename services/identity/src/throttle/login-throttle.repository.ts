import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { millisecondsSql, withRepositoryErrors, type AppDatabase } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { loginFailures, signInAddresses } from '../db/schema/index.js';

export type FailureRow = typeof loginFailures.$inferSelect;

/** How one key counts failures: `max` in `windowMs` locks it (null: never locks, only counts). */
export interface FailureRule {
  max: number | null;
  windowMs: number;
  /** The first lockout; each one after it in a row lasts twice as long, up to `maxLockoutMs`. */
  lockoutMs: number;
  maxLockoutMs: number;
}

/** How an address over its failure limit is slowed down: one password check per `intervalMs`. */
export interface SlowdownRule {
  /** Failures in the window from which the address is slowed down. */
  max: number;
  windowMs: number;
  intervalMs: number;
  /** A request whose slot is further away than this is refused instead of waiting for it. */
  maxWaitMs: number;
}

/** `slowed: false`: the address is not over its limit. Else the slot taken (`waitMs` from now) or, none taken, `retryInMs`. */
export type SlotDecision = { slowed: false } | { slowed: true; waitMs: number } | { slowed: true; refused: true; retryInMs: number };

const MESSAGE = 'Authentication failed';

@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  rows(keys: string[]): Promise<FailureRow[]> {
    return withRepositoryErrors(MESSAGE, () => this.db.select().from(loginFailures).where(inArray(loginFailures.key, keys)));
  }

  /**
   * Counts one failure for `key` in a fixed window (a new window starts once the old one is over) and locks the
   * key once `rule.max` is reached, for twice as long as its previous lockout when that one ended less than a
   * window ago. Insert-if-absent, then the row locked and updated in one transaction: exact under concurrency.
   */
  recordFailure(key: string, rule: FailureRule, now = new Date()): Promise<FailureRow> {
    return withRepositoryErrors(MESSAGE, () => this.db.transaction(async (tx) => {
      let row: FailureRow | undefined;
      // Twice at most: the housekeeping may delete a stale row between the insert (which does not lock an existing
      // one) and the locking read; the second insert then makes it afresh.
      for (let tries = 0; !row && tries < 2; tries += 1) {
        await tx.insert(loginFailures).values({ key, failures: 0, windowStartedAt: now }).onConflictDoNothing({ target: loginFailures.key });
        [row] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key)).for('update');
      }
      const t = now.getTime();
      const lockedUntil = row!.lockedUntil?.getTime() ?? null;
      if (lockedUntil !== null && lockedUntil > t) return row!;
      const stale = t - row!.windowStartedAt.getTime() > rule.windowMs;
      const recentLockout = lockedUntil !== null && t - lockedUntil <= rule.windowMs;
      const next = { failures: stale ? 1 : row!.failures + 1, windowStartedAt: stale ? now : row!.windowStartedAt, lockouts: recentLockout ? row!.lockouts : 0, lockedUntil: row!.lockedUntil };
      if (rule.max !== null && next.failures >= rule.max) {
        const lockoutMs = Math.min(rule.lockoutMs * 2 ** next.lockouts, rule.maxLockoutMs);
        Object.assign(next, { failures: 0, windowStartedAt: now, lockouts: next.lockouts + 1, lockedUntil: new Date(t + lockoutMs) });
      }
      const [updated] = await tx.update(loginFailures).set(next).where(eq(loginFailures.key, key)).returning();
      return updated!;
    }));
  }

  /**
   * Takes the next password-check slot of an address over `rule.max` failures in the window: the slot is the later
   * of now and the row's `next_attempt_at`, which one UPDATE moves on by `rule.intervalMs` under the row lock, so
   * concurrent requests on any replica get one slot each, in turn (database clock). A slot more than
   * `rule.maxWaitMs` away is not taken: the request is refused.
   */
  takeSlot(key: string, rule: SlowdownRule): Promise<SlotDecision> {
    return withRepositoryErrors(MESSAGE, async () => {
      const slot = sql`greatest(coalesce(${loginFailures.nextAttemptAt}, now()), now())`;
      const overLimit = and(eq(loginFailures.key, key), gte(loginFailures.failures, rule.max), sql`${loginFailures.windowStartedAt} >= now() - ${millisecondsSql(rule.windowMs)}`);
      for (let tries = 0; ; tries += 1) {
        const [taken] = await this.db.update(loginFailures)
          .set({ nextAttemptAt: sql`${slot} + ${millisecondsSql(rule.intervalMs)}` })
          .where(and(overLimit, sql`${slot} <= now() + ${millisecondsSql(rule.maxWaitMs)}`))
          // RETURNING sees the new next_attempt_at: the slot taken is one interval before it.
          .returning({ waitMs: sql<number>`greatest(0, extract(epoch from (${loginFailures.nextAttemptAt} - ${millisecondsSql(rule.intervalMs)} - now())) * 1000)::float8` });
        if (taken) return { slowed: true, waitMs: Math.ceil(Number(taken.waitMs)) };
        // Nothing taken: over the limit with every slot in reach taken, or not (or no longer) over it.
        const [over] = await this.db.select({ inMs: sql<number>`greatest(0, extract(epoch from (${slot} - now())) * 1000)::float8` })
          .from(loginFailures).where(overLimit);
        if (!over) return { slowed: false };
        const inMs = Math.ceil(Number(over.inMs));
        // A slot in reach now: the address went over its limit between the two statements. Take it.
        if (inMs > rule.maxWaitMs || tries > 0) return { slowed: true, refused: true, retryInMs: inMs };
      }
    });
  }

  clear(keys: string[]): Promise<void> {
    return withRepositoryErrors(MESSAGE, async () => {
      await this.db.delete(loginFailures).where(inArray(loginFailures.key, keys));
    });
  }

  /** Removes the account's own key and every key of the account from any address; answers how many. */
  clearAccount(accountKey: string, pairPrefix: string): Promise<number> {
    return withRepositoryErrors(MESSAGE, async () => {
      const removed = await this.db.delete(loginFailures)
        .where(or(eq(loginFailures.key, accountKey), sql`starts_with(${loginFailures.key}, ${pairPrefix})`))
        .returning({ key: loginFailures.key });
      return removed.length;
    });
  }

  /**
   * Deletes the keys that no longer count: their window over more than `windowMs` ago, no lockout ended within it
   * (whose successor would last longer) and no slowdown slot ahead. Without it a guesser's every address and every
   * e-mail tried would stay a row for good. Answers how many.
   */
  purgeStale(windowMs: number, now = new Date()): Promise<number> {
    return withRepositoryErrors(MESSAGE, async () => {
      const lastActivity = sql`greatest(${loginFailures.windowStartedAt}, coalesce(${loginFailures.lockedUntil}, '-infinity'), coalesce(${loginFailures.nextAttemptAt}, '-infinity'))`;
      // The application's clock, as recordFailure's windows and lockouts are (the slowdown turns, the database's, are
      // further ahead than any skew).
      const removed = await this.db.delete(loginFailures)
        .where(sql`${lastActivity} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`)
        .returning({ key: loginFailures.key });
      return removed.length;
    });
  }

  rememberAddress(account: string, address: string): Promise<void> {
    return withRepositoryErrors(MESSAGE, async () => {
      await this.db.insert(signInAddresses).values({ account, address })
        .onConflictDoUpdate({ target: [signInAddresses.account, signInAddresses.address], set: { lastSignedInAt: sql`now()` } });
    });
  }

  isKnownAddress(account: string, address: string): Promise<boolean> {
    return withRepositoryErrors(MESSAGE, async () => {
      const rows = await this.db.select({ account: signInAddresses.account }).from(signInAddresses)
        .where(and(eq(signInAddresses.account, account), eq(signInAddresses.address, address))).limit(1);
      return rows.length > 0;
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { millisecondsSql, withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
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

/** The keys one attempt counts against, with their rules. */
export interface AttemptKeys {
  /** Account + address: refused while locked. */
  pair: { key: string; rule: FailureRule };
  /** The account from any address: refused while locked, unless `knownAddress` signed the account in before. */
  account: { key: string; rule: FailureRule; knownAddress?: { account: string; address: string } };
  /** The address across accounts (a rule that never locks): over `slowdown.max` failures it takes a slot. */
  address?: { key: string; rule: FailureRule; slowdown: SlowdownRule };
}

type FailureState = Pick<FailureRow, 'failures' | 'windowStartedAt' | 'lockouts' | 'lockedUntil'>;

/** What counting an attempt did to one key: what it takes to count it back out (`refund`). */
export interface KeyCharge {
  key: string;
  /** The window the attempt was counted in. */
  windowStartedAt: Date;
  /** Set when the attempt's count locked the key: that lock, and the key as it was before. */
  lock?: { lockedUntil: Date; before: FailureState };
}

/** An attempt counted against its keys (and waiting `waitMs` for its slowdown slot), or refused uncounted. */
export type AttemptDecision = { allowed: true; waitMs: number; charges: KeyCharge[] } | { allowed: false; retryInMs: number };

/** Thrown inside the counting transaction to roll it back: the attempt is refused and nothing counted. */
class Refused {
  constructor(readonly retryInMs: number) {}
}

/**
 * One more failure of `row` by `rule` in a fixed window (a new window starts once the old one is over); `rule.max`
 * of them lock the key, for twice as long as its previous lockout when that one ended less than a window ago.
 * Null while the key is locked: nothing is counted then.
 */
function countFailure(row: FailureRow, rule: FailureRule, now: Date): { next: FailureState; locked: boolean } | null {
  const t = now.getTime();
  const lockedUntil = row.lockedUntil?.getTime() ?? null;
  if (lockedUntil !== null && lockedUntil > t) return null;
  const stale = t - row.windowStartedAt.getTime() > rule.windowMs;
  const recentLockout = lockedUntil !== null && t - lockedUntil <= rule.windowMs;
  const next = { failures: stale ? 1 : row.failures + 1, windowStartedAt: stale ? now : row.windowStartedAt, lockouts: recentLockout ? row.lockouts : 0, lockedUntil: row.lockedUntil };
  if (rule.max === null || next.failures < rule.max) return { next, locked: false };
  const lockoutMs = Math.min(rule.lockoutMs * 2 ** next.lockouts, rule.maxLockoutMs);
  return { next: { failures: 0, windowStartedAt: now, lockouts: next.lockouts + 1, lockedUntil: new Date(t + lockoutMs) }, locked: true };
}

const MESSAGE = FAILURE_MESSAGES.authenticate;

@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Counts an attempt as a failure against each of its keys before its password (or code) is verified, in one
   * transaction that holds the keys' rows locked, so concurrent attempts on any replica count one after another:
   * the one that reaches a key's limit locks it, and every later one finds it locked and is refused, counted
   * nowhere. Over its limit, the address takes its next slot here too (the later of now and `next_attempt_at`, moved
   * on by `intervalMs`, database clock); an attempt whose slot is more than `maxWaitMs` away is refused, uncounted.
   * A right password is counted back out with `refund`.
   */
  charge(keys: AttemptKeys): Promise<AttemptDecision> {
    return withRepositoryErrors(MESSAGE, async () => {
      try {
        return await this.db.transaction(async (tx): Promise<AttemptDecision> => {
          const counted = [keys.pair, keys.account, ...(keys.address ? [keys.address] : [])];
          const rows = await this.lockRows(tx, counted.map(({ key }) => key));
          // Read once the rows are ours: an attempt that waited for them sees the lock the one before it set as it is.
          const now = new Date();
          const t = now.getTime();
          const lockedForMs = (key: string) => Math.max(0, (rows.get(key)!.lockedUntil?.getTime() ?? 0) - t);
          if (lockedForMs(keys.pair.key) > 0) throw new Refused(lockedForMs(keys.pair.key));
          if (lockedForMs(keys.account.key) > 0 && !(keys.account.knownAddress && (await this.isKnownAddress(keys.account.knownAddress.account, keys.account.knownAddress.address, tx)))) {
            throw new Refused(lockedForMs(keys.account.key));
          }
          const waitMs = keys.address ? await this.takeSlot(tx, rows.get(keys.address.key)!, keys.address.slowdown, now) : 0;
          const charges: KeyCharge[] = [];
          for (const { key, rule } of counted) {
            const row = rows.get(key)!;
            const counting = countFailure(row, rule, now);
            // A locked key counts nothing (an account locked for other addresses, tried from a known one).
            if (!counting) continue;
            await tx.update(loginFailures).set(counting.next).where(eq(loginFailures.key, key));
            const { failures, windowStartedAt, lockouts, lockedUntil } = row;
            charges.push({ key, windowStartedAt: counting.next.windowStartedAt, ...(counting.locked ? { lock: { lockedUntil: counting.next.lockedUntil!, before: { failures, windowStartedAt, lockouts, lockedUntil } } } : {}) });
          }
          return { allowed: true, waitMs, charges };
        });
      } catch (error) {
        if (error instanceof Refused) return { allowed: false, retryInMs: error.retryInMs };
        throw error;
      }
    });
  }

  /**
   * Counts an attempt back out (its password was right): the keys in `clear` are deleted; of the others, one
   * failure comes off the count if the window it was counted in is still the key's, and a lock its own count set
   * (and still in place) is lifted, the key as it was before. Rows locked in key order, as `charge` locks them.
   */
  refund(charges: readonly KeyCharge[], clear: readonly string[]): Promise<void> {
    return withRepositoryErrors(MESSAGE, () => this.db.transaction(async (tx) => {
      const keys = [...charges.map(({ key }) => key), ...clear];
      const rows = new Map((await tx.select().from(loginFailures).where(inArray(loginFailures.key, keys)).orderBy(loginFailures.key).for('update')).map((row) => [row.key, row]));
      for (const charge of charges) {
        const row = rows.get(charge.key);
        if (!row || clear.includes(charge.key)) continue;
        let next: FailureState | undefined;
        // Its own lock, still in force (no attempt counts under it) or expired with nothing counted since: an attempt
        // counted after it expired keeps its failure.
        const ownLock = charge.lock && row.lockedUntil?.getTime() === charge.lock.lockedUntil.getTime() && (row.lockedUntil.getTime() > Date.now() || row.failures === 0);
        if (charge.lock && ownLock) next = charge.lock.before;
        else if (!charge.lock && row.failures > 0 && row.windowStartedAt.getTime() === charge.windowStartedAt.getTime()) next = { ...row, failures: row.failures - 1 };
        if (!next) continue;
        // Back to nothing at all (the usual right password): the row goes, as if never tried.
        if (next.failures === 0 && next.lockedUntil === null && next.lockouts === 0 && row.nextAttemptAt === null) {
          await tx.delete(loginFailures).where(eq(loginFailures.key, charge.key));
        } else {
          const { failures, windowStartedAt, lockouts, lockedUntil } = next;
          await tx.update(loginFailures).set({ failures, windowStartedAt, lockouts, lockedUntil }).where(eq(loginFailures.key, charge.key));
        }
      }
      if (clear.length > 0) await tx.delete(loginFailures).where(inArray(loginFailures.key, clear));
    }));
  }

  /**
   * The keys' rows, each locked (FOR UPDATE, in key order: concurrent attempts sharing keys wait for each other
   * instead of deadlocking), made (no failures yet) where absent.
   */
  private async lockRows(tx: AppTransaction, keys: string[]): Promise<Map<string, FailureRow>> {
    const sorted = [...new Set(keys)].sort();
    let rows = new Map<string, FailureRow>();
    // Twice at most: the housekeeping may delete a stale row between the insert (which does not lock an existing
    // one) and the locking read; the second insert then makes it afresh.
    for (let tries = 0; tries < 2 && rows.size < sorted.length; tries += 1) {
      await tx.insert(loginFailures).values(sorted.map((key) => ({ key, failures: 0, windowStartedAt: new Date() }))).onConflictDoNothing({ target: loginFailures.key });
      rows = new Map((await tx.select().from(loginFailures).where(inArray(loginFailures.key, sorted)).orderBy(loginFailures.key).for('update')).map((row) => [row.key, row]));
    }
    if (rows.size < sorted.length) throw new Error('login_failures rows vanished while being counted');
    return rows;
  }

  /**
   * For an address over `rule.max` failures in the window (its row locked by the caller): its next password-check
   * slot, the later of now and `next_attempt_at`, which moves on by `rule.intervalMs` (database clock), and the
   * milliseconds to wait for it; 0 for an address under its limit. A slot more than `rule.maxWaitMs` away is not
   * taken: the attempt is refused.
   */
  private async takeSlot(tx: AppTransaction, row: FailureRow, rule: SlowdownRule, now: Date): Promise<number> {
    if (now.getTime() - row.windowStartedAt.getTime() > rule.windowMs || row.failures < rule.max) return 0;
    // The statement's time, not the transaction's (now()), which began before it waited for the row.
    const at = sql`statement_timestamp()`;
    const slot = sql`greatest(coalesce(${loginFailures.nextAttemptAt}, ${at}), ${at})`;
    const [taken] = await tx.update(loginFailures)
      .set({ nextAttemptAt: sql`${slot} + ${millisecondsSql(rule.intervalMs)}` })
      .where(and(eq(loginFailures.key, row.key), sql`${slot} <= ${at} + ${millisecondsSql(rule.maxWaitMs)}`))
      // RETURNING sees the new next_attempt_at: the slot taken is one interval before it.
      .returning({ waitMs: sql<number>`greatest(0, extract(epoch from (${loginFailures.nextAttemptAt} - ${millisecondsSql(rule.intervalMs)} - ${at})) * 1000)::float8` });
    if (taken) return Math.ceil(Number(taken.waitMs));
    const [refused] = await tx.select({ inMs: sql<number>`greatest(0, extract(epoch from (${slot} - ${at})) * 1000)::float8` }).from(loginFailures).where(eq(loginFailures.key, row.key));
    throw new Refused(Math.ceil(Number(refused!.inMs)));
  }

  /**
   * Removes the account's own key and every key of the account from any address; answers how many. The rows are
   * locked in key order first, as `charge` locks them, so a sign-in being counted meanwhile waits instead of deadlocking.
   */
  clearAccount(accountKey: string, pairPrefix: string): Promise<number> {
    return withRepositoryErrors(MESSAGE, async () => {
      const keys = this.db.select({ key: loginFailures.key }).from(loginFailures)
        .where(or(eq(loginFailures.key, accountKey), sql`starts_with(${loginFailures.key}, ${pairPrefix})`))
        .orderBy(loginFailures.key).for('update');
      const removed = await this.db.delete(loginFailures).where(inArray(loginFailures.key, keys)).returning({ key: loginFailures.key });
      return removed.length;
    });
  }

  /**
   * Deletes the keys that no longer count: their window over more than `windowMs` ago, no lockout ended within it
   * (whose successor would last longer) and no slowdown slot ahead. Without it a guesser's every address and every
   * e-mail tried would stay a row for good. A row an attempt is counting against just now is skipped (it counts
   * again), not waited for. Answers how many.
   */
  purgeStale(windowMs: number, now = new Date()): Promise<number> {
    return withRepositoryErrors(MESSAGE, async () => {
      const lastActivity = sql`greatest(${loginFailures.windowStartedAt}, coalesce(${loginFailures.lockedUntil}, '-infinity'), coalesce(${loginFailures.nextAttemptAt}, '-infinity'))`;
      // The application's clock, as the windows and lockouts of `charge` are (the slowdown turns, the database's, are
      // further ahead than any skew).
      const stale = this.db.select({ key: loginFailures.key }).from(loginFailures)
        .where(sql`${lastActivity} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`)
        .for('update', { skipLocked: true });
      const removed = await this.db.delete(loginFailures).where(inArray(loginFailures.key, stale)).returning({ key: loginFailures.key });
      return removed.length;
    });
  }

  rememberAddress(account: string, address: string): Promise<void> {
    return withRepositoryErrors(MESSAGE, async () => {
      await this.db.insert(signInAddresses).values({ account, address })
        .onConflictDoUpdate({ target: [signInAddresses.account, signInAddresses.address], set: { lastSignedInAt: sql`now()` } });
    });
  }

  isKnownAddress(account: string, address: string, db: AppDatabase | AppTransaction = this.db): Promise<boolean> {
    return withRepositoryErrors(MESSAGE, async () => {
      const rows = await db.select({ account: signInAddresses.account }).from(signInAddresses)
        .where(and(eq(signInAddresses.account, account), eq(signInAddresses.address, address))).limit(1);
      return rows.length > 0;
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { withRepositoryErrors, type AppDatabase } from '@ecp/database';
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
      await tx.insert(loginFailures).values({ key, failures: 0, windowStartedAt: now }).onConflictDoNothing({ target: loginFailures.key });
      const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key)).for('update');
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

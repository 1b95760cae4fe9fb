import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { loginFailures } from '../db/schema/index.js';

@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async lockedUntil(keys: string[]): Promise<Date | null> {
    if (keys.length === 0) return null;
    const rows = await this.db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(inArray(loginFailures.key, keys));
    const until = rows.map((r) => r.lockedUntil?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    return until > Date.now() ? new Date(until) : null;
  }

  /**
   * Counts one failure for `key` in a fixed window (a new window starts once the old one is over) and
   * locks the key for `lockoutSeconds` once `max` failures are reached. Atomic under concurrency.
   */
  async recordFailure(key: string, max: number, windowSeconds: number, lockoutSeconds: number): Promise<void> {
    const stale = sql`${loginFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
    const [row] = await this.db.insert(loginFailures).values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${stale} then now() else ${loginFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    if (row && row.failures >= max) {
      await this.db.update(loginFailures)
        .set({ failures: 0, windowStartedAt: sql`now()`, lockedUntil: sql`now() + make_interval(secs => ${lockoutSeconds})` })
        .where(eq(loginFailures.key, key));
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}

import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { lt, sql } from 'drizzle-orm';
import { millisecondsSql, withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { requestLimits } from '../db/schema/index.js';
import { clientNetwork } from './client-network.js';

/** The count keys of password reset requests: per client network, per email (hashed: nothing typed is kept). */
export const resetIpKey = (ip: string) => `reset-ip:${clientNetwork(ip)}`;
export const resetEmailKey = (email: string) => `reset-email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
/** A signed-in person's requests for the link proving their address (their own count: anyone may use up the address's). */
export const emailProofUserKey = (userId: string) => `email-proof-user:${userId}`;
/** Sign-up attempts per client network. */
export const signUpIpKey = (ip: string) => `sign-up-ip:${clientNetwork(ip)}`;
/** "You already have an account" mails to one address (sign-ups with an address that has an account). */
export const signUpEmailKey = (email: string) => `sign-up-email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export interface RequestCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the current window ends (a new one starts from 1). */
  windowEndsInMs: number;
}

/** Requests per key in fixed windows, shared by every replica (the `request_limits` table). */
@Injectable()
export class RequestLimitRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Counts one request for `key`: one INSERT … ON CONFLICT DO UPDATE, so concurrent requests on any replica are
   * counted exactly (the row lock orders them). A window that is over starts again at 1 (database clock).
   */
  hit(key: string, windowMs: number, executor: AppDatabase | AppTransaction = this.db): Promise<RequestCount> {
    return withRepositoryErrors('Failed to count the request', async () => {
      const window = millisecondsSql(windowMs);
      const over = sql`${requestLimits.windowEndsAt} <= now()`;
      const [row] = await executor.insert(requestLimits)
        .values({ key, hits: 1, windowEndsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: requestLimits.key,
          set: {
            hits: sql`case when ${over} then 1 else ${requestLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${over} then now() + ${window} else ${requestLimits.windowEndsAt} end`,
          },
        })
        .returning({ hits: requestLimits.hits, windowEndsInMs: sql<number>`greatest(0, extract(epoch from (${requestLimits.windowEndsAt} - now())) * 1000)::float8` });
      return { hits: row!.hits, windowEndsInMs: Math.ceil(Number(row!.windowEndsInMs)) };
    });
  }

  /** Deletes rows whose window is over (they would count from 1 anyway); answers how many. */
  purgeOver(): Promise<number> {
    return withRepositoryErrors('Failed to purge request counts', async () => {
      const removed = await this.db.delete(requestLimits).where(lt(requestLimits.windowEndsAt, sql`now()`)).returning({ key: requestLimits.key });
      return removed.length;
    });
  }
}

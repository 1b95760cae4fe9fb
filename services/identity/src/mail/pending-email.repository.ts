import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { millisecondsSql, withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { pendingEmails } from '../db/schema/index.js';

export type PendingEmail = typeof pendingEmails.$inferSelect;


/** The queue of emails sent after the request that asked for them was answered (the `pending_emails` table). */
@Injectable()
export class PendingEmailRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  enqueue(tx: AppTransaction, email: Pick<PendingEmail, 'kind' | 'email' | 'redirectTo'>): Promise<void> {
    return withRepositoryErrors('Failed to queue the email', async () => {
      await tx.insert(pendingEmails).values(email);
    });
  }

  /**
   * Takes up to `limit` due emails and leases them for `leaseMs` (their next attempt moves past the lease, and the
   * attempt is counted) in one statement; another replica skips the locked and leased ones, so each attempt is one
   * replica's. An attempt that never reports back (its process died) is made again once the lease is over.
   */
  claimDue(limit: number, leaseMs: number): Promise<PendingEmail[]> {
    return withRepositoryErrors('Failed to read the email queue', () => {
      const due = this.db.select({ id: pendingEmails.id }).from(pendingEmails)
        .where(lte(pendingEmails.nextAttemptAt, sql`now()`))
        .orderBy(asc(pendingEmails.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return this.db.update(pendingEmails)
        .set({ nextAttemptAt: sql`now() + ${millisecondsSql(leaseMs)}`, attempts: sql`${pendingEmails.attempts} + 1` })
        .where(inArray(pendingEmails.id, due))
        .returning();
    });
  }

  /** Sent, or nothing to send: the email leaves the queue. */
  remove(id: string): Promise<void> {
    return withRepositoryErrors('Failed to update the email queue', async () => {
      await this.db.delete(pendingEmails).where(eq(pendingEmails.id, id));
    });
  }

  retryLater(id: string, retryInMs: number, error: string): Promise<void> {
    return withRepositoryErrors('Failed to update the email queue', async () => {
      await this.db.update(pendingEmails).set({ nextAttemptAt: sql`now() + ${millisecondsSql(retryInMs)}`, lastError: error.slice(0, 1000) }).where(eq(pendingEmails.id, id));
    });
  }
}

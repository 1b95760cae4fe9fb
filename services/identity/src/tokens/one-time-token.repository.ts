import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { oneTimeTokens } from '../db/schema/index.js';

export type OneTimePurpose = 'password_reset' | 'email_confirmation' | 'mfa_challenge';
type Executor = AppDatabase | AppTransaction;

@Injectable()
export class OneTimeTokenRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async create(executor: Executor, values: { userId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
    await executor.insert(oneTimeTokens).values(values);
  }

  /** Uses a live token once, atomically; returns its user, or undefined when unknown, used, expired or of another purpose. */
  async consume(tx: AppTransaction, tokenHash: string, purpose: OneTimePurpose): Promise<string | undefined> {
    const now = new Date();
    const [row] = await tx.update(oneTimeTokens).set({ usedAt: now })
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
      .returning({ userId: oneTimeTokens.userId });
    return row?.userId;
  }

  /** The live token's user without using it up (e.g. to count failed codes against the right account). */
  async peek(tokenHash: string, purpose: OneTimePurpose): Promise<string | undefined> {
    const [row] = await this.db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()))).limit(1);
    return row?.userId;
  }

  async invalidateAll(executor: Executor, userId: string, purpose: OneTimePurpose): Promise<void> {
    await executor.update(oneTimeTokens).set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  }
}

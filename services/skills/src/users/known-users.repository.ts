import { Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppTransaction } from '@ecp/database';
import { knownUsers } from '../db/schema/index.js';

/** The service's projection of registered users (from `user.registered`). */
@Injectable()
export class KnownUsersRepository {
  record(tx: AppTransaction, user: { userId: string; registeredAt: Date }): Promise<void> {
    return withRepositoryErrors('Failed to record user', async () => {
      await tx.insert(knownUsers).values(user).onConflictDoNothing({ target: knownUsers.userId });
    });
  }

  /**
   * Whether the user is known, taking a row lock that serialises the user's skill and interest changes
   * for the rest of the transaction (so each event's total is exact).
   */
  lock(tx: AppTransaction, userId: string, message: string): Promise<boolean> {
    return withRepositoryErrors(message, async () => (await this.lockRow(tx, userId)) !== undefined);
  }

  /** As `lock`, answering whether a CV analysis of the user has been imported (false for an unknown user too). */
  async lockAnalysed(tx: AppTransaction, userId: string, message: string): Promise<{ known: boolean; analysed: boolean }> {
    return withRepositoryErrors(message, async () => {
      const row = await this.lockRow(tx, userId);
      return { known: row !== undefined, analysed: row?.analysedAt != null };
    });
  }

  /** Marks the user's first imported CV analysis. */
  markAnalysed(tx: AppTransaction, userId: string, at: Date): Promise<void> {
    return withRepositoryErrors(FAILURE_MESSAGES.addSkill, async () => {
      await tx.update(knownUsers).set({ analysedAt: at }).where(and(eq(knownUsers.userId, userId), isNull(knownUsers.analysedAt)));
    });
  }

  private async lockRow(tx: AppTransaction, userId: string) {
    const [row] = await tx.select({ userId: knownUsers.userId, analysedAt: knownUsers.analysedAt }).from(knownUsers).where(eq(knownUsers.userId, userId)).for('update');
    return row;
  }

}

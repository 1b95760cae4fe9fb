import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
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
    return withRepositoryErrors(message, async () => {
      const rows = await tx.select({ userId: knownUsers.userId }).from(knownUsers).where(eq(knownUsers.userId, userId)).for('update');
      return rows.length > 0;
    });
  }

}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { recoveryCodes } from '../db/schema/index.js';

@Injectable()
export class RecoveryCodeRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async replace(tx: AppTransaction, userId: string, codeHashes: string[]): Promise<void> {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length) await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  async consume(tx: AppTransaction, userId: string, codeHash: string): Promise<boolean> {
    const rows = await tx.update(recoveryCodes).set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt))).returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }
}

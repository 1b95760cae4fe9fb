import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { userBadges } from '../db/schema/index.js';

export type BadgeRow = typeof userBadges.$inferSelect;

@Injectable()
export class BadgeRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async listForUser(userId: string): Promise<BadgeRow[]> {
    try {
      return await this.db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(desc(userBadges.earnedDate));
    } catch (error) {
      throw new DomainError('REPOSITORY_ERROR', FAILURE_MESSAGES.retrieveBadges, { cause: String(error) });
    }
  }

  /** Inserts the badge unless the user already has one of that type; returns the new row or null. */
  async insertOnce(tx: AppTransaction, badge: { userId: string; badgeType: string; badgeCategory: string; earnedDate?: Date; metadata?: Record<string, unknown> }): Promise<BadgeRow | null> {
    try {
      const [row] = await tx
        .insert(userBadges)
        .values({ ...badge, metadata: badge.metadata ?? {} })
        .onConflictDoNothing({ target: [userBadges.userId, userBadges.badgeType] })
        .returning();
      return row ?? null;
    } catch (error) {
      throw new DomainError('REPOSITORY_ERROR', FAILURE_MESSAGES.awardBadge, { cause: String(error) });
    }
  }
}

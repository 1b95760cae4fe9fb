import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { careerPaths, userCareerInterests } from '../db/schema/index.js';

export type CareerPathRow = typeof careerPaths.$inferSelect;

@Injectable()
export class CareersRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  listPaths(): Promise<CareerPathRow[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveCareerPaths, () => this.db.select().from(careerPaths).orderBy(asc(careerPaths.title)));
  }

  interestIds(userId: string): Promise<string[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveUserInterests, async () =>
      (await this.db.select({ id: userCareerInterests.careerPathId }).from(userCareerInterests).where(eq(userCareerInterests.userId, userId)).orderBy(asc(userCareerInterests.createdAt))).map((r) => r.id),
    );
  }

  async pathExists(tx: AppTransaction, careerPathId: string): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.updateCareerInterest, async () =>
      (await tx.select({ id: careerPaths.id }).from(careerPaths).where(eq(careerPaths.id, careerPathId))).length > 0,
    );
  }

  /** Adds or removes the interest; returns whether a row changed. */
  setInterest(tx: AppTransaction, userId: string, careerPathId: string, interested: boolean): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.updateCareerInterest, async () => {
      const changed = interested
        ? await tx.insert(userCareerInterests).values({ userId, careerPathId }).onConflictDoNothing().returning({ id: userCareerInterests.id })
        : await tx.delete(userCareerInterests).where(and(eq(userCareerInterests.userId, userId), eq(userCareerInterests.careerPathId, careerPathId))).returning({ id: userCareerInterests.id });
      return changed.length > 0;
    });
  }

  countInterests(tx: AppTransaction, userId: string): Promise<number> {
    return withRepositoryErrors(FAILURE_MESSAGES.updateCareerInterest, async () => {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(userCareerInterests).where(eq(userCareerInterests.userId, userId));
      return row?.n ?? 0;
    });
  }
}

export const careerPathNotFound = () => new DomainError('NOT_FOUND', FAILURE_MESSAGES.updateCareerInterest, { reason: 'Career path not found' });

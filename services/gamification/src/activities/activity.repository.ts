import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { userActivities } from '../db/schema/index.js';

export type ActivityRow = typeof userActivities.$inferSelect;
export interface NewActivity {
  userId: string;
  activityType: string;
  description: string;
  createdAt: Date;
  data?: Record<string, unknown>;
}

@Injectable()
export class ActivityRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /** Newest first (ties by id, so pages never overlap). */
  page(userId: string, limit: number, offset: number): Promise<{ rows: ActivityRow[]; total: number }> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveActivities, async () => {
      const rows = await this.db
        .select()
        .from(userActivities)
        .where(eq(userActivities.userId, userId))
        .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
        .limit(limit)
        .offset(offset);
      const [total] = await this.db.select({ n: count() }).from(userActivities).where(eq(userActivities.userId, userId));
      return { rows, total: total?.n ?? 0 };
    });
  }

  insert(tx: AppTransaction, activity: NewActivity): Promise<ActivityRow> {
    return withRepositoryErrors(FAILURE_MESSAGES.logActivity, async () => {
      const [row] = await tx
        .insert(userActivities)
        .values({
          userId: activity.userId,
          activityType: activity.activityType,
          activityData: { ...activity.data, description: activity.description },
          createdAt: activity.createdAt,
        })
        .returning();
      return row!;
    });
  }
}

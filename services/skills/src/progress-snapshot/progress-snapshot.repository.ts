import { Inject, Injectable } from '@nestjs/common';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { withRepositoryErrors, type AppDatabase } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { userCareerInterests, userSkills } from '../db/schema/index.js';

@Injectable()
export class ProgressSnapshotRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /** Users holding a skill or a career interest, in id order after `afterUserId`, with both. */
  page(afterUserId: string | null, limit: number) {
    return withRepositoryErrors('Failed to retrieve skills', async () => {
      const ids = this.db
        .select({ userId: userSkills.userId })
        .from(userSkills)
        .union(this.db.select({ userId: userCareerInterests.userId }).from(userCareerInterests))
        .as('ids');
      const users = (
        await this.db
          .select({ userId: ids.userId })
          .from(ids)
          .where(afterUserId ? gt(ids.userId, afterUserId) : sql`true`)
          .orderBy(asc(ids.userId))
          .limit(limit)
      ).map((row) => row.userId);
      if (users.length === 0) return { users, skills: [], interests: [] };
      const skills = await this.db.select({ userId: userSkills.userId, skillId: userSkills.id, skillName: userSkills.skillName }).from(userSkills).where(inArray(userSkills.userId, users));
      const interests = await this.db.select({ userId: userCareerInterests.userId, careerPathId: userCareerInterests.careerPathId }).from(userCareerInterests).where(inArray(userCareerInterests.userId, users));
      return { users, skills, interests };
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { asc, count, gt, inArray, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { userCareerInterests, userSkills } from '../db/schema/index.js';

/**
 * Skill rows in one page at most: a page stays a small message on the bus (NATS takes 1 MB by default) however many
 * skills its users hold (MAX_SKILLS_PER_USER each, names up to 200 characters). A page always has its first user.
 */
export const SNAPSHOT_SKILLS_PER_PAGE = 2_000;

@Injectable()
export class ProgressSnapshotRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Users holding a skill or a career interest, in id order after `afterUserId`, with both: up to `limit` users, fewer
   * when their skills pass SNAPSHOT_SKILLS_PER_PAGE. `more`: whether users are left after this page.
   */
  page(afterUserId: string | null, limit: number, maxSkillRows = SNAPSHOT_SKILLS_PER_PAGE) {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveSkills, async () => {
      const ids = this.db
        .select({ userId: userSkills.userId })
        .from(userSkills)
        .union(this.db.select({ userId: userCareerInterests.userId }).from(userCareerInterests))
        .as('ids');
      const candidates = (
        await this.db
          .select({ userId: ids.userId })
          .from(ids)
          .where(afterUserId ? gt(ids.userId, afterUserId) : sql`true`)
          .orderBy(asc(ids.userId))
          .limit(limit)
      ).map((row) => row.userId);
      if (candidates.length === 0) return { users: candidates, skills: [], interests: [], more: false };
      const held = new Map(
        (await this.db.select({ userId: userSkills.userId, n: count() }).from(userSkills).where(inArray(userSkills.userId, candidates)).groupBy(userSkills.userId)).map((row) => [row.userId, row.n]),
      );
      const users: string[] = [];
      let rows = 0;
      for (const userId of candidates) {
        rows += held.get(userId) ?? 0;
        if (users.length > 0 && rows > maxSkillRows) break;
        users.push(userId);
      }
      const skills = await this.db.select({ userId: userSkills.userId, skillId: userSkills.id, skillName: userSkills.skillName }).from(userSkills).where(inArray(userSkills.userId, users));
      const interests = await this.db.select({ userId: userCareerInterests.userId, careerPathId: userCareerInterests.careerPathId }).from(userCareerInterests).where(inArray(userCareerInterests.userId, users));
      return { users, skills, interests, more: users.length < candidates.length || candidates.length === limit };
    });
  }
}

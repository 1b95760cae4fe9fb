import { Injectable } from '@nestjs/common';
import type { ResponseOf } from '@ecp/contracts';
import { ProgressSnapshotRepository } from './progress-snapshot.repository.js';

/** Each user's skills and career interests, a page at a time: the gamification service's one-time backfill. */
@Injectable()
export class ProgressSnapshotService {
  constructor(private readonly snapshot: ProgressSnapshotRepository) {}

  async page(afterUserId: string | null, limit: number): Promise<ResponseOf<'skills.progress-snapshot'>> {
    const { users, skills, interests, more } = await this.snapshot.page(afterUserId, limit);
    return {
      users: users.map((userId) => ({
        userId,
        skills: skills.filter((s) => s.userId === userId).map(({ skillId, skillName }) => ({ skillId, skillName })),
        careerPathIds: interests.filter((i) => i.userId === userId).map((i) => i.careerPathId),
      })),
      nextAfterUserId: more ? users.at(-1)! : null,
    };
  }
}

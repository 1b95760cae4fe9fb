import { Injectable } from '@nestjs/common';
import type { ResponseOf } from '@ecp/contracts';
import { ProgressSnapshotRepository } from './progress-snapshot.repository.js';

/** Each user's enrollments with status and certificate, a page at a time: the gamification service's one-time backfill. */
@Injectable()
export class ProgressSnapshotService {
  constructor(private readonly snapshot: ProgressSnapshotRepository) {}

  async page(afterUserId: string | null, limit: number): Promise<ResponseOf<'training.progress-snapshot'>> {
    const { users, enrollments } = await this.snapshot.page(afterUserId, limit);
    return {
      users: users.map((userId) => ({
        userId,
        enrollments: enrollments
          .filter((e) => e.userId === userId)
          .map((e) => ({
            enrollmentId: e.enrollmentId,
            programId: e.programId,
            status: e.status,
            progressPercentage: e.progressPercentage,
            completedAt: e.completedAt?.toISOString() ?? null,
            certificateIssuedAt: e.certificateIssuedAt?.toISOString() ?? null,
            updatedAt: e.updatedAt.toISOString(),
          })),
      })),
      nextAfterUserId: users.length === limit ? users.at(-1)! : null,
    };
  }
}

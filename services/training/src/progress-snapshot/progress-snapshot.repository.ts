import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { trainingCertificates, userEnrollments } from '../db/schema/index.js';

@Injectable()
export class ProgressSnapshotRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /** Users with an enrollment, in id order after `afterUserId`, with their enrollments and certificate times. */
  page(afterUserId: string | null, limit: number) {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveEnrollments, async () => {
      const users = (
        await this.db
          .selectDistinct({ userId: userEnrollments.userId })
          .from(userEnrollments)
          .where(afterUserId ? gt(userEnrollments.userId, afterUserId) : sql`true`)
          .orderBy(asc(userEnrollments.userId))
          .limit(limit)
      ).map((row) => row.userId);
      if (users.length === 0) return { users, enrollments: [] };
      const enrollments = await this.db
        .select({
          userId: userEnrollments.userId,
          enrollmentId: userEnrollments.id,
          programId: userEnrollments.programId,
          status: userEnrollments.status,
          progressPercentage: userEnrollments.progressPercentage,
          completedAt: userEnrollments.completionDate,
          certificateIssuedAt: trainingCertificates.issuedAt,
          updatedAt: userEnrollments.updatedAt,
        })
        .from(userEnrollments)
        .leftJoin(trainingCertificates, eq(trainingCertificates.enrollmentId, userEnrollments.id))
        .where(inArray(userEnrollments.userId, users));
      return { users, enrollments };
    });
  }
}

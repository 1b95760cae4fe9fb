import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { erasePersonalRows, eraseUserEvents, exportPersonalRows, withRepositoryErrors, type AppDatabase, type AppTransaction, type PersonalTable } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { heldSkills, outbox, trainingCertificates, userEnrollments } from '../db/schema/index.js';

/** Every table holding a person's rows by user id: what their data export shows and what their erasure deletes (certificates go by enrollment). */
const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: heldSkills, userId: heldSkills.userId },
  { table: userEnrollments, userId: userEnrollments.userId },
];

@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  exportRows(userId: string): Promise<Record<string, unknown[]>> {
    return withRepositoryErrors('Failed to export data', async () => {
      const rows = await exportPersonalRows(this.db, PERSONAL_TABLES, userId);
      const certificates = await this.db
        .select({ certificate: trainingCertificates })
        .from(trainingCertificates)
        .innerJoin(userEnrollments, eq(userEnrollments.id, trainingCertificates.enrollmentId))
        .where(eq(userEnrollments.userId, userId));
      return { ...rows, training_certificates: certificates.map((row) => row.certificate) };
    });
  }

  /** The person's certificates, enrollments and held skills, and the outbox events naming them. */
  erase(tx: AppTransaction, userId: string): Promise<void> {
    return withRepositoryErrors('Failed to erase data', async () => {
      const enrollmentIds = tx.select({ id: userEnrollments.id }).from(userEnrollments).where(eq(userEnrollments.userId, userId));
      await tx.delete(trainingCertificates).where(inArray(trainingCertificates.enrollmentId, enrollmentIds));
      await erasePersonalRows(tx, PERSONAL_TABLES, userId);
      await eraseUserEvents(tx, outbox, userId);
    });
  }
}

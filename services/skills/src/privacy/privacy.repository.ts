import { Inject, Injectable } from '@nestjs/common';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { erasePersonalRows, eraseUserEvents, exportPersonalRows, withRepositoryErrors, type AppDatabase, type AppTransaction, type PersonalTable } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { outbox, userSkills, userCareerInterests, knownUsers } from '../db/schema/index.js';

/** Every table holding a person's rows: what their data export shows and what their erasure deletes. */
const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: userSkills, userId: userSkills.userId },
  { table: userCareerInterests, userId: userCareerInterests.userId },
  { table: knownUsers, userId: knownUsers.userId },
];

@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  exportRows(userId: string): Promise<Record<string, unknown[]>> {
    return withRepositoryErrors('Failed to export data', () => exportPersonalRows(this.db, PERSONAL_TABLES, userId));
  }

  /** The person's rows and the outbox events naming them. */
  erase(tx: AppTransaction, userId: string): Promise<void> {
    // Spec §8's message for deleting a user's skills (all of them, as an erasure does).
    return withRepositoryErrors(FAILURE_MESSAGES.deleteSkills, async () => {
      await erasePersonalRows(tx, PERSONAL_TABLES, userId);
      await eraseUserEvents(tx, outbox, userId);
    });
  }
}

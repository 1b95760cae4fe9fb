import { Inject, Injectable } from '@nestjs/common';
import { erasePersonalRows, eraseUserEvents, exportPersonalRows, withRepositoryErrors, type AppDatabase, type AppTransaction, type PersonalTable } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { cvUploadWindows, outbox, profiles, replacedCvFiles } from '../db/schema/index.js';

/** Every table holding a person's rows: what their data export shows and what their erasure deletes. */
const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: profiles, userId: profiles.id },
  { table: replacedCvFiles, userId: replacedCvFiles.userId },
  { table: cvUploadWindows, userId: cvUploadWindows.userId },
];

@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  exportRows(userId: string): Promise<Record<string, unknown[]>> {
    return withRepositoryErrors('Failed to export data', () => exportPersonalRows(this.db, PERSONAL_TABLES, userId));
  }

  /** The person's rows and the outbox events naming them. */
  erase(tx: AppTransaction, userId: string): Promise<void> {
    return withRepositoryErrors('Failed to erase data', async () => {
      await erasePersonalRows(tx, PERSONAL_TABLES, userId);
      await eraseUserEvents(tx, outbox, userId);
    });
  }
}

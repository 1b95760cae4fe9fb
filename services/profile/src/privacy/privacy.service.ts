import { Inject, Injectable } from '@nestjs/common';
import type { TypedEvent, UserDataExport } from '@ecp/contracts';
import { EventOutbox, eraseDeletedUser } from '@ecp/runtime';
import type { CvStorage } from '@ecp/storage';
import { CV_STORAGE } from '../cv/cv-storage.token.js';
import { PrivacyRepository } from './privacy.repository.js';

type ExportedFile = UserDataExport['files'][number];

/** The profile service's part of a person's data export (the profile and their stored CV files) and of their account deletion. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly outbox: EventOutbox,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
  ) {}

  async exportUserData(userId: string): Promise<UserDataExport> {
    const data = await this.repository.exportRows(userId);
    const names = new Map<string, string>();
    for (const row of data.profiles as { cvFilePath: string | null; cvFileName: string | null }[]) if (row.cvFilePath) names.set(row.cvFilePath, row.cvFileName ?? 'cv');
    for (const row of data.replaced_cv_files as { path: string; fileName: string }[]) names.set(row.path, row.fileName);
    // Only the files still stored: a replaced one may be mid-deletion.
    const stored = new Set((await this.storage.blobs.list(this.storage.bucket, `${userId}/`)).map((blob) => blob.key));
    const files: ExportedFile[] = [...names].filter(([key]) => stored.has(key)).map(([key, fileName]) => ({ bucket: this.storage.bucket, key, fileName }));
    return { service: 'profile', data, files };
  }

  /** Every stored file of the person goes first (a failure is redelivered), then the rows, in the confirming transaction. */
  async onUserDeleted(event: TypedEvent<'user.deleted'>): Promise<void> {
    const { userId } = event.data;
    const { blobs, bucket } = this.storage;
    await blobs.delete(bucket, (await blobs.list(bucket, `${userId}/`)).map((blob) => blob.key));
    await eraseDeletedUser(this.outbox, 'profile', event, (tx) => this.repository.erase(tx, userId));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, FAILURE_MESSAGES, waitInMinutes, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { CV_CONTENT_TYPES, CV_KINDS, CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE, CV_UPLOAD_FAILED_MESSAGE, isCvKeyOf, type CvKind } from '@ecp/cv-files';
import type { Logger } from '@ecp/logger';
import { accountDeleted, EventOutbox, LOGGER } from '@ecp/runtime';
import type { CvStorage } from '@ecp/storage';
import { CV_STORAGE } from './cv-storage.token.js';
import { PROFILE_CONFIG, type ProfileConfig } from '../profile.config.js';
import { ProfileService, toProfile, type Profile } from '../profiles/profile.service.js';
import { CvFilesRepository } from './cv-files.repository.js';

type CvFile = RequestOf<'profile.attach-cv'>['file'];

const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** A file's type by its name, for a replaced file listed before its type was kept with it. */
const contentTypeOf = (fileName: string) => CV_CONTENT_TYPES[CV_KINDS.find((kind) => fileName.toLowerCase().endsWith(`.${kind}`)) ?? ('pdf' as CvKind)];
/** Past CV_UPLOADS_PER_HOUR: when the person may upload again. */
export const tooManyUploadsMessage = (retryAfterSeconds: number) =>
  `You have uploaded too many CVs in the last hour. Please try again in ${waitInMinutes(retryAfterSeconds)}.`;

/**
 * The CV side of a profile. The gateway streams and checks the upload, stores it in the cvs bucket
 * at a key it generated, then asks this service to attach it: the service checks the key is the
 * caller's and the object is really there, saves cv_file_path and publishes cv.uploaded in one
 * transaction; the previous file is kept `CV_RETENTION_DAYS` (listed in replaced_cv_files) and then deleted by the
 * retention sweeper, so a failed upload never loses the old CV and a replaced one does not linger. At most
 * `CV_REPLACED_MAX` replaced files are kept per user: the oldest beyond it are deleted when a new one is attached.
 * A user attaches at most `CV_UPLOADS_PER_HOUR` CVs an hour; one more is refused (RATE_LIMITED) and changes nothing.
 */
@Injectable()
export class CvService {
  constructor(
    private readonly profiles: ProfileService,
    private readonly outbox: EventOutbox,
    private readonly files: CvFilesRepository,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PROFILE_CONFIG) private readonly config: ProfileConfig,
  ) {}

  async attach(userId: string, file: CvFile): Promise<Profile> {
    if (!isCvKeyOf(userId, file.path)) throw new DomainError('FORBIDDEN', CV_UPLOAD_FAILED_MESSAGE);
    if (file.sizeBytes > CV_MAX_BYTES) throw new DomainError('VALIDATION_ERROR', CV_TOO_LARGE_MESSAGE);
    const stored = await this.storage.blobs.stat(this.storage.bucket, file.path).catch((error: unknown) => {
      this.logger.error({ err: error, path: file.path }, 'CV storage unreachable');
      throw new DomainError('SERVICE_ERROR', CV_UPLOAD_FAILED_MESSAGE);
    });
    if (!stored || stored.size !== file.sizeBytes) throw new DomainError('VALIDATION_ERROR', CV_UPLOAD_FAILED_MESSAGE);
    const { row, dropped } = await this.outbox.transactionAbout(userId, accountDeleted(CV_UPLOAD_FAILED_MESSAGE), async (tx, emit) => {
      const requestedAt = new Date();
      const window = await this.files.countUpload(tx, userId, requestedAt, UPLOAD_WINDOW_MS);
      if (window.uploads > this.config.CV_UPLOADS_PER_HOUR) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.windowStartedAt.getTime() + UPLOAD_WINDOW_MS - requestedAt.getTime()) / 1000));
        throw new DomainError('RATE_LIMITED', tooManyUploadsMessage(retryAfterSeconds), { retryAfterSeconds });
      }
      // Taken under the person's upload-window row lock (countUpload), which the next upload waits for: uploads are
      // stamped in the order they become the profile's CV, which the assessments' 'latest' follows. Stamped before the
      // lock, an upload that waited could carry an earlier time than the one it replaced.
      const uploadedAt = new Date();
      const result = await this.profiles.applyChanges(tx, emit, userId, {
        cvFilePath: file.path,
        cvFileName: file.fileName,
        cvContentType: file.contentType,
        cvSizeBytes: file.sizeBytes,
        cvUploadedAt: uploadedAt,
      });
      await emit('cv.uploaded', { userId, ...file, uploadedAt: uploadedAt.toISOString() });
      const replaced = result.previous?.cvFilePath;
      const previous = result.previous;
      if (replaced && replaced !== file.path) {
        await this.files.recordReplaced(tx, { path: replaced, userId, fileName: previous?.cvFileName ?? 'cv', contentType: previous?.cvContentType ?? null, sizeBytes: previous?.cvSizeBytes ?? null, uploadedAt: previous?.cvUploadedAt ?? null });
      }
      return { ...result, dropped: await this.files.trimReplaced(tx, userId, this.config.CV_REPLACED_MAX) };
    });
    if (dropped.length > 0) {
      await this.storage.blobs.delete(this.storage.bucket, dropped).catch((error: unknown) => this.logger.warn({ err: error, paths: dropped }, 'could not delete replaced CV files past CV_REPLACED_MAX'));
    }
    return toProfile(row);
  }

  /**
   * An upload the analysis could not read as a CV (cv.analysis.failed, `unreadable`) leaves the previous CV intact: while
   * it is still the profile's CV, the last file it replaced that was read is the CV again (none, if there is none) and the
   * unreadable file is deleted. A newer upload or a removal since then is left as it is. Before, the profile kept a file
   * nobody could read as its CV, beside an assessment of the one before it. An upload settled unread (`superseded`: a
   * newer one came first) is never gone back to: no assessment is of it, and it may be as unreadable as the next; nor
   * is an unreadable upload a newer one replaced while it was read.
   */
  async afterFailedAnalysis(event: TypedEvent<'cv.analysis.failed'>): Promise<void> {
    const { userId, cvPath, unreadable, superseded } = event.data;
    if (!cvPath || !(unreadable || superseded)) return;
    let unread: string | null = null;
    await this.outbox.handleOnce(event, 'profile.cv-restore', async (tx, emit) => {
      if (superseded) {
        await this.files.markNeverRead(tx, userId, cvPath);
        return;
      }
      const current = await this.profiles.currentCvPath(tx, userId);
      // Replaced already (a newer upload came while it was read): it stays listed, never to be gone back to.
      if (current !== cvPath) {
        await this.files.markNeverRead(tx, userId, cvPath);
        return;
      }
      const previous = await this.files.takeLatestReplaced(tx, userId);
      await this.profiles.applyChanges(tx, emit, userId, {
        cvFilePath: previous?.path ?? null,
        cvFileName: previous?.fileName ?? null,
        cvContentType: previous ? (previous.contentType ?? contentTypeOf(previous.fileName)) : null,
        cvSizeBytes: previous?.sizeBytes ?? null,
        cvUploadedAt: previous ? (previous.uploadedAt ?? previous.replacedAt) : null,
      });
      unread = cvPath;
    });
    if (unread) await this.removeFile(unread, null);
  }

  /**
   * Deleting the CV deletes the earlier ones kept for the retention period too: a person who removes their CV expects
   * no copy of it left (they were still listed and exported for up to CV_RETENTION_DAYS).
   */
  async remove(userId: string): Promise<Profile> {
    const { row, previous, replaced } = await this.outbox.transactionAbout(userId, accountDeleted(FAILURE_MESSAGES.saveProfile), async (tx, emit) => ({
      ...(await this.profiles.applyChanges(tx, emit, userId, { cvFilePath: null, cvFileName: null, cvContentType: null, cvSizeBytes: null, cvUploadedAt: null })),
      replaced: await this.files.trimReplaced(tx, userId, 0),
    }));
    await this.removeFile(previous?.cvFilePath, null);
    if (replaced.length > 0) {
      await this.storage.blobs.delete(this.storage.bucket, replaced).catch((error: unknown) => this.logger.warn({ err: error, paths: replaced }, 'could not delete replaced CV files'));
    }
    return toProfile(row);
  }

  /** Deleting the removed file is best effort: the profile no longer points at it, and the sweeper deletes what is left. */
  private async removeFile(path: string | null | undefined, keep: string | null): Promise<void> {
    if (!path || path === keep) return;
    await this.storage.blobs.delete(this.storage.bucket, [path]).catch((error: unknown) => this.logger.warn({ err: error, path }, 'could not delete a replaced CV file'));
  }
}

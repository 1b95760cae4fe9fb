import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError, validationError, type ErrorCode, type ResponseOf } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { CV_TOO_LARGE_MESSAGE, CV_UPLOAD_FAILED_MESSAGE, CvFileInspector, CvFileRejected, cvStorageKey, storageKeyClock } from '@ecp/cv-files';
import type { CvStorage } from '@ecp/storage';
import { ServiceClient } from '../graphql/service-client.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { CV_STORAGE } from './blob-store.provider.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { watchUploadProgress } from './upload-progress.js';
import { UploadSlots } from './upload-slots.js';

/** The profile service's answers that mean it attached nothing. */
const REFUSALS: ReadonlySet<ErrorCode> = new Set(['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED']);

const TEMP_PREFIX = 'cv-';
/** One person's uploads under way at once in one gateway process (two tabs); a third is refused. */
export const CV_UPLOADS_IN_FLIGHT_PER_PERSON = 2;
/** Uploads under way at once from one client address in one gateway process (an office behind one NAT); more wait their turn refused. */
export const CV_UPLOADS_IN_FLIGHT_PER_ADDRESS = 4;
/** What an admitted upload must send every CV_UPLOAD_PROGRESS_SECONDS (64 KB in 15 s is 4 KB/s, a tenth of a 2G link's pace). */
const UPLOAD_MIN_PROGRESS_BYTES = 64 * 1024;
/** How long an upload waits, its body unread, for one of CV_UPLOADS_IN_FLIGHT to free (a burst is served in turn). */
const UPLOAD_SLOT_WAIT_MS = 30_000;

export const UPLOAD_IN_PROGRESS_MESSAGE = 'Another CV upload is still in progress. Please wait for it to finish, then try again.';

/** Where uploads are spooled while they are checked: DATA_DIR/tmp/uploads (not the OS temp dir), one gateway per DATA_DIR. */
export const uploadTempDir = (config: Pick<GatewayConfig, 'DATA_DIR'>) => join(config.DATA_DIR, 'tmp', 'uploads');

export interface IncomingCv {
  /** The id this upload is followed by (cv.uploaded and the analysis events carry it). */
  uploadId: string;
  /** The name as shown (cvDisplayName of the part's file name): judged, stored and announced by. */
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

/**
 * Upload a CV (spec §5, §7; QUALITY "Uploads"):
 * 1. the name's extension must be PDF/DOC/DOCX/TXT; bytes are counted and sniffed while they stream
 *    to a private temporary file, and the upload is refused the moment it passes 10 MB;
 * 2. a DOCX's zip directory is read from that file (nothing is inflated);
 * 3. the file is streamed into the cvs bucket at `{userId}/{timestamp}_{safeName}` (upsert), the timestamp one
 *    past this process's last key's when the clock has not moved on (two uploads of one name in one millisecond);
 * 4. the profile service attaches it (cv_file_path + cv.uploaded with the upload's id) and removes the previous CV.
 * A refusal or failure at any step stores nothing and leaves the previous CV as it was. The temporary file lives
 * under DATA_DIR/tmp/uploads and is removed when the request ends; what a crash left there is swept at start.
 */
@Injectable()
export class CvUploadUseCase implements OnModuleInit {
  private readonly tempRoot: string;
  private readonly keyTime = storageKeyClock();
  private readonly slots: UploadSlots;

  constructor(
    private readonly services: ServiceClient,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.tempRoot = uploadTempDir(config);
    this.slots = new UploadSlots(CV_UPLOADS_IN_FLIGHT_PER_PERSON, config.CV_UPLOADS_IN_FLIGHT, UPLOAD_SLOT_WAIT_MS, CV_UPLOADS_IN_FLIGHT_PER_ADDRESS);
  }

  /** Sweeps the upload files a crash left behind, then makes sure the folder exists (owner only). */
  async onModuleInit(): Promise<void> {
    await mkdir(this.tempRoot, { recursive: true, mode: 0o700 });
    const left = (await readdir(this.tempRoot)).filter((name) => name.startsWith(TEMP_PREFIX));
    await Promise.all(left.map((name) => rm(join(this.tempRoot, name), { recursive: true, force: true })));
    if (left.length > 0) this.logger.warn({ dir: this.tempRoot, swept: left.length }, 'removed upload files left by an earlier run');
  }

  /**
   * Runs `receive` (reading the request's body and everything after it) while the upload holds one of the places
   * UploadSlots gives, taken before a byte of the body is read. Refused when the person already has
   * CV_UPLOADS_IN_FLIGHT_PER_PERSON uploads under way here (RATE_LIMITED), or when the process's CV_UPLOADS_IN_FLIGHT
   * stay taken for UPLOAD_SLOT_WAIT_MS (UNAVAILABLE, answered 'Failed to upload CV'). A client that goes away while it
   * waits leaves the queue; one that stalls once admitted (watchUploadProgress: UPLOAD_MIN_PROGRESS_BYTES every CV_UPLOAD_PROGRESS_SECONDS)
   * is cut off and gives its place back at once, since the multipart parser may never settle on a request that went away.
   */
  async whileAdmitted<T>(userId: string, request: IncomingMessage, receive: () => Promise<T>, address?: string): Promise<T> {
    const { socket } = request;
    const gone = new AbortController();
    const onClose = () => gone.abort();
    socket.once('close', onClose);
    let slot: Awaited<ReturnType<UploadSlots['take']>>;
    try {
      slot = await this.slots.take(userId, gone.signal, address);
    } finally {
      socket.off('close', onClose);
    }
    if (!('release' in slot)) throw this.refusal(slot.refused);
    let stalled: (error: Error) => void = () => undefined;
    const stall = new Promise<never>((_, reject) => (stalled = reject));
    stall.catch(() => undefined);
    const connection = { get bytesRead() { return socket.bytesRead; }, get complete() { return request.complete; } };
    const stopWatching = watchUploadProgress(connection, { everyMs: this.config.CV_UPLOAD_PROGRESS_SECONDS * 1000, minBytes: UPLOAD_MIN_PROGRESS_BYTES }, () => {
      request.destroy();
      stalled(validationError(CV_UPLOAD_FAILED_MESSAGE, { reason: 'the upload stalled' }));
    });
    try {
      if (socket.destroyed) throw this.refusal('gone');
      return await Promise.race([receive(), stall]);
    } finally {
      stopWatching();
      slot.release();
    }
  }

  private refusal(why: 'person' | 'address' | 'overall' | 'gone'): DomainError {
    if (why === 'gone') return validationError(CV_UPLOAD_FAILED_MESSAGE, { reason: 'the client went away while the upload waited' });
    if (why === 'person' || why === 'address') return new DomainError('RATE_LIMITED', UPLOAD_IN_PROGRESS_MESSAGE, { retryAfterSeconds: 5 });
    this.logger.warn({ inFlight: this.config.CV_UPLOADS_IN_FLIGHT }, 'CV upload refused: CV_UPLOADS_IN_FLIGHT uploads under way');
    return new DomainError('UNAVAILABLE', CV_UPLOAD_FAILED_MESSAGE, { reason: 'too many uploads under way' });
  }

  async execute(user: AuthenticatedUser, upload: IncomingCv): Promise<ResponseOf<'profile.attach-cv'>> {
    const dir = await mkdtemp(join(this.tempRoot, TEMP_PREFIX));
    const temp = join(dir, 'upload');
    try {
      const inspected = await this.receive(upload, temp);
      const { fileName, uploadId } = upload;
      const path = cvStorageKey(user.userId, fileName, this.keyTime());
      try {
        await this.storage.blobs.upload(this.storage.bucket, path, createReadStream(temp), { contentType: inspected.contentType, size: inspected.sizeBytes, upsert: true });
      } catch (error) {
        this.logger.error({ err: error }, 'could not store a CV');
        throw new DomainError('SERVICE_ERROR', CV_UPLOAD_FAILED_MESSAGE);
      }
      try {
        return await this.services.request('profile.attach-cv', {
          userId: user.userId,
          file: { uploadId, path, fileName, contentType: inspected.contentType, sizeBytes: inspected.sizeBytes },
        }, user);
      } catch (error) {
        // Only a refusal says the profile does not point at the file. A timeout or an outage may have come after the
        // profile service committed: deleting then would leave the profile on a missing file (and the previous CV
        // already moved aside), so such a file is left to the retention sweep, which deletes it if nothing points at it.
        if (error instanceof DomainError && REFUSALS.has(error.code)) await this.storage.blobs.delete(this.storage.bucket, [path]).catch(() => undefined);
        throw error;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Streams the part to `temp` through the inspector; after a refusal the rest is read and dropped so the request completes. */
  private async receive(upload: IncomingCv, temp: string) {
    let inspector: CvFileInspector | undefined;
    let refusal: unknown;
    try {
      inspector = new CvFileInspector(upload.fileName);
    } catch (error) {
      refusal = error;
    }
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    try {
      for await (const chunk of upload.stream as AsyncIterable<Buffer>) {
        if (refusal) continue;
        try {
          inspector!.push(chunk);
        } catch (error) {
          refusal = error;
          continue;
        }
        if (!out.write(chunk)) await once(out, 'drain');
      }
    } catch (error) {
      // The multipart parser's (busboy's) complaint about the body, or the client going away: the request's fault.
      if (!(error instanceof DomainError)) throw validationError(CV_UPLOAD_FAILED_MESSAGE, { reason: `malformed upload: ${error instanceof Error ? error.message : String(error)}` });
      throw error;
    } finally {
      out.end();
      await finished(out).catch(() => undefined);
    }
    // The multipart parser stops at the limit and marks the stream truncated.
    if (!refusal && upload.stream.truncated) refusal = new CvFileRejected(CV_TOO_LARGE_MESSAGE, 'size');
    if (refusal) throw asDomainError(refusal);
    const file = await open(temp, 'r');
    try {
      return await inspector!.finish(async (offset, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      });
    } catch (error) {
      throw asDomainError(error);
    } finally {
      await file.close();
    }
  }
}

/** A refusal by the CV rules is a VALIDATION_ERROR with the spec's message (the reason goes to the details, for logs). */
function asDomainError(error: unknown): unknown {
  return error instanceof CvFileRejected ? new DomainError('VALIDATION_ERROR', error.message, { reason: error.reason }) : error;
}

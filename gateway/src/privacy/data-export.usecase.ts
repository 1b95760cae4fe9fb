import { Inject, Injectable } from '@nestjs/common';
import { DomainError, serviceNames, type UserDataExport } from '@ecp/contracts';
import type { CvStorage } from '@ecp/storage';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ServiceClient } from '../graphql/service-client.js';
import { CV_STORAGE } from '../profile/blob-store.provider.js';

const EXPORT_TIMEOUT_MS = 15_000;

/**
 * The stored files one export holds at most, all together: the export is built in memory, and a user has at most
 * the current CV and CV_REPLACED_MAX (default 5) replaced ones of 10 MB each. Files past it are named in README.txt.
 */
export const EXPORT_FILES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Exports built at once in this gateway process, all users together: each holds up to EXPORT_FILES_MAX_BYTES in
 * memory twice (the files, then the ZIP). A user's second request while theirs is built gets the same build.
 */
export const EXPORTS_AT_ONCE = 2;
export const EXPORT_BUSY_MESSAGE = 'Too many data exports are being prepared right now. Please try again in a minute.';

/** The stream's bytes, or null (and the stream destroyed) once they pass `limit`. */
const readAtMost = async (stream: NodeJS.ReadableStream, limit: number): Promise<Uint8Array | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      return null;
    }
    chunks.push(bytes);
  }
  return new Uint8Array(Buffer.concat(chunks));
};

/** A file name safe inside a ZIP: no folders, no control characters. */
const safeName = (name: string) => name.replace(/[\\/\x00-\x1f\x7f]/g, '_').slice(0, 200) || 'file';

/**
 * Everything we hold about one person as a ZIP: `<service>.json` from each service (asked over the bus: every service
 * answers for its own data) and their stored CV files under `files/`, read from the CV store like a download.
 */
@Injectable()
export class DataExportUseCase {
  constructor(
    private readonly services: ServiceClient,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
  ) {}

  private readonly building = new Map<string, Promise<{ zip: Uint8Array; fileName: string }>>();

  /** The user's export: one build a user at a time (replays of the link share it), EXPORTS_AT_ONCE in all. */
  execute(userId: string, maxFileBytes = EXPORT_FILES_MAX_BYTES): Promise<{ zip: Uint8Array; fileName: string }> {
    const running = this.building.get(userId);
    if (running) return running;
    if (this.building.size >= EXPORTS_AT_ONCE) return Promise.reject(new DomainError('RATE_LIMITED', EXPORT_BUSY_MESSAGE));
    const build = this.build(userId, maxFileBytes).finally(() => this.building.delete(userId));
    this.building.set(userId, build);
    return build;
  }

  private async build(userId: string, maxFileBytes: number): Promise<{ zip: Uint8Array; fileName: string }> {
    const parts: UserDataExport[] = await Promise.all(
      serviceNames.map((service) => this.services.request(`${service}.export-user-data`, { userId }, undefined, { timeoutMs: EXPORT_TIMEOUT_MS })),
    );
    const exportedAt = new Date().toISOString();
    const entries: Zippable = {};
    const left: string[] = [];
    let budget = maxFileBytes;
    for (const part of parts) {
      entries[`${part.service}.json`] = strToU8(JSON.stringify({ service: part.service, userId, exportedAt, data: part.data }, null, 2));
      for (const [index, file] of part.files.entries()) {
        if (file.bucket !== this.storage.bucket) continue;
        const bytes = budget > 0 ? await readAtMost(await this.storage.blobs.download(file.bucket, file.key), budget) : null;
        if (!bytes) {
          left.push(file.fileName);
          continue;
        }
        budget -= bytes.length;
        entries[`files/${index + 1}_${safeName(file.fileName)}`] = [bytes, { level: 0 }];
      }
    }
    const readme = [
      `Your data held by the Career Development Platform, exported ${exportedAt}.`,
      'One JSON document per service; your stored CV files are in files/.',
      ...(left.length ? [`Left out to keep the export under ${maxFileBytes} bytes of files (ask support for them): ${left.map(safeName).join(', ')}.`] : []),
    ];
    return { zip: zipSync({ 'README.txt': strToU8(`${readme.join('\n')}\n`), ...entries }, { level: 6 }), fileName: `my-data-${exportedAt.slice(0, 10)}.zip` };
  }
}

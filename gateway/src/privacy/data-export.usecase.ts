import { Inject, Injectable } from '@nestjs/common';
import { serviceNames, type UserDataExport } from '@ecp/contracts';
import type { CvStorage } from '@ecp/storage';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ServiceClient } from '../graphql/service-client.js';
import { CV_STORAGE } from '../profile/blob-store.provider.js';

const EXPORT_TIMEOUT_MS = 15_000;

const readAll = async (stream: NodeJS.ReadableStream): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
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

  async execute(userId: string): Promise<{ zip: Uint8Array; fileName: string }> {
    const parts: UserDataExport[] = await Promise.all(
      serviceNames.map((service) => this.services.request(`${service}.export-user-data`, { userId }, undefined, { timeoutMs: EXPORT_TIMEOUT_MS })),
    );
    const exportedAt = new Date().toISOString();
    const entries: Zippable = {
      'README.txt': strToU8(`Your data held by the Career Development Platform, exported ${exportedAt}.\nOne JSON document per service; your stored CV files are in files/.\n`),
    };
    for (const part of parts) {
      entries[`${part.service}.json`] = strToU8(JSON.stringify({ service: part.service, userId, exportedAt, data: part.data }, null, 2));
      for (const [index, file] of part.files.entries()) {
        if (file.bucket !== this.storage.bucket) continue;
        entries[`files/${index + 1}_${safeName(file.fileName)}`] = [await readAll(await this.storage.blobs.download(file.bucket, file.key)), { level: 0 }];
      }
    }
    return { zip: zipSync(entries, { level: 6 }), fileName: `my-data-${exportedAt.slice(0, 10)}.zip` };
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import type { CvStorage } from '@ecp/storage';
import { CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE } from '@ecp/cv-files';
import { TextExtractor } from '../extraction/text-extractor.js';
import { CV_STORAGE } from './tokens.js';

/** The text of a stored CV: read from the cvs bucket, parsed in the extraction worker pool. */
@Injectable()
export class CvReader implements OnModuleDestroy {
  private readonly extractor = new TextExtractor();

  constructor(@Inject(CV_STORAGE) private readonly storage: CvStorage) {}

  /**
   * A CV that cannot be read as a document (no text, damaged, too big) is a VALIDATION_ERROR with the
   * user-facing reason; a missing object is NOT_FOUND; storage being down is any other error (retried).
   */
  async read(path: string, fileName: string): Promise<string> {
    const bytes = await this.download(path);
    return (await this.extractor.extract(bytes, fileName)).text;
  }

  private async download(path: string): Promise<Uint8Array> {
    const stream = await this.storage.blobs.download(this.storage.bucket, path);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > CV_MAX_BYTES) {
        stream.destroy();
        throw new DomainError('VALIDATION_ERROR', CV_TOO_LARGE_MESSAGE);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  onModuleDestroy(): Promise<void> {
    return this.extractor.close();
  }
}

import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import { CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE, CvFileRejected, inspectCvBytes, type CvKind } from '@ecp/cv-files';
import { isWorkerPoolClosed, WorkerPool, WorkerJobError } from '@ecp/runtime';
import { workerModule } from '../worker-module.js';
import type { ParsedDocument } from './parse-document.js';

export interface TextExtractorOptions {
  workers?: number;
  timeoutMs?: number;
  maxHeapMb?: number;
}

/**
 * Reads a CV's text off the request path. The file is first judged by the CV file rules the upload
 * passed (@ecp/cv-files: size, extension and magic bytes together, a DOCX's zip directory); parsing
 * then runs in worker threads with a time limit and a heap limit. A document that yields no text
 * fails with a message saying so, never an empty result. A read interrupted by close() (a shutdown) is no
 * verdict on the file: it rejects with the pool's WorkerJobError 'closed' (isWorkerPoolClosed), not a DomainError.
 */
export class TextExtractor {
  private readonly pool: WorkerPool<{ bytes: Uint8Array; kind: CvKind }, ParsedDocument>;

  constructor(options: TextExtractorOptions = {}) {
    const worker = workerModule(import.meta.url, 'extraction/extraction.worker');
    this.pool = new WorkerPool(worker, {
      size: options.workers ?? 2,
      timeoutMs: options.timeoutMs ?? 15_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256, maxYoungGenerationSizeMb: 32 },
    });
  }

  async extract(bytes: Uint8Array, fileName: string): Promise<ParsedDocument> {
    if (bytes.byteLength > CV_MAX_BYTES) throw new DomainError('VALIDATION_ERROR', CV_TOO_LARGE_MESSAGE);
    let kind: CvKind;
    try {
      ({ kind } = await inspectCvBytes(fileName, bytes));
    } catch (error) {
      if (error instanceof CvFileRejected) throw new DomainError('VALIDATION_ERROR', error.message, { reason: error.reason });
      throw error;
    }
    try {
      return await this.pool.run({ bytes, kind });
    } catch (error) {
      // Closed under it (a shutdown): nothing is known against the file; the caller's retry (a redelivery) reads it again.
      if (isWorkerPoolClosed(error)) throw error;
      if (error instanceof WorkerJobError && error.reason === 'failed') {
        throw new DomainError('VALIDATION_ERROR', error.message, error.detail ? { detail: error.detail } : undefined);
      }
      // Timeout or a worker that ran out of memory: the document is refused, the service carries on.
      throw new DomainError('VALIDATION_ERROR', FAILURE_MESSAGES.readFile, { detail: error instanceof Error ? error.message : String(error) });
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

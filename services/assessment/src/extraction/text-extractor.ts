import { DomainError } from '@ecp/contracts';
import { WorkerPool, WorkerJobError } from '@ecp/runtime';
import type { ParsedDocument } from './parse-document.js';

export const MAX_CV_BYTES = 10 * 1024 * 1024;

export interface TextExtractorOptions {
  workers?: number;
  timeoutMs?: number;
  maxHeapMb?: number;
}

/**
 * Reads a CV's text off the request path: parsing runs in worker threads with a time limit and a
 * heap limit. A document that yields no text fails with a message saying so, never an empty result.
 */
export class TextExtractor {
  private readonly pool: WorkerPool<{ bytes: Uint8Array; fileName: string }, ParsedDocument>;

  constructor(options: TextExtractorOptions = {}) {
    // Under tests this module runs from its .ts source, and so does the worker.
    const worker = new URL(import.meta.url.endsWith('.ts') ? './extraction.worker.ts' : './extraction.worker.js', import.meta.url);
    this.pool = new WorkerPool(worker, {
      size: options.workers ?? 2,
      timeoutMs: options.timeoutMs ?? 15_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256, maxYoungGenerationSizeMb: 32 },
    });
  }

  async extract(bytes: Uint8Array, fileName: string): Promise<ParsedDocument> {
    if (bytes.byteLength > MAX_CV_BYTES) throw new DomainError('VALIDATION_ERROR', 'File size must be less than 10MB');
    try {
      return await this.pool.run({ bytes, fileName });
    } catch (error) {
      if (error instanceof WorkerJobError && error.reason === 'failed') {
        throw new DomainError('VALIDATION_ERROR', error.message, error.detail ? { detail: error.detail } : undefined);
      }
      // Timeout or a worker that ran out of memory: the document is refused, the service carries on.
      throw new DomainError('VALIDATION_ERROR', 'Failed to read file', { detail: error instanceof Error ? error.message : String(error) });
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

// Worker thread entry: parses one document per message. Runs with a heap limit set by the pool, so
// a hostile file exhausts this worker, not the service.
import { parentPort } from 'node:worker_threads';
import type { CvKind } from '@ecp/cv-files';
import { FAILED_TO_READ, parseDocument, UnreadableDocument } from './parse-document.js';
import { installDecodeCap } from './pdfjs-decode-cap.js';

// Before pdf.js is first loaded (lazily, by the first PDF): its decoded buffers live outside the heap limit.
installDecodeCap();

parentPort!.on('message', async (job: { bytes: Uint8Array; kind: CvKind }) => {
  try {
    parentPort!.postMessage({ ok: true, value: await parseDocument(job.bytes, job.kind) });
  } catch (error) {
    // What the user reads: our own explanation, or the spec's generic message with the cause kept for logs.
    const known = error instanceof UnreadableDocument;
    parentPort!.postMessage({ ok: false, error: known ? error.message : FAILED_TO_READ, detail: known ? undefined : String(error) });
  }
});

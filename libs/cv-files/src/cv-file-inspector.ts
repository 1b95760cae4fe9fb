import { CV_CONTENT_TYPES, CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE, CV_TYPE_MESSAGE, CvRejectedError, kindFromFileName, type CvKind } from './cv-rules.js';
import { looksLikeDocx, readZipDirectory, ZipDirectoryError, type ReadAt } from './zip-directory.js';

const HEAD_BYTES = 1024;
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_LOCAL = Buffer.from('504b0304', 'hex');
const PDF = Buffer.from('%PDF-');

/** Control bytes that do not occur in plain text (tab, line feed, vertical tab, form feed, carriage return and escape are allowed). */
function hasBinaryByte(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b) || byte === 0x7f) return true;
  }
  return false;
}

export interface InspectedCv {
  kind: CvKind;
  contentType: string;
  sizeBytes: number;
}

/**
 * Judges an uploaded CV while it streams (spec §5, QUALITY "Uploads"): the extension names the type,
 * the magic bytes must agree with it, the size is counted chunk by chunk and refused the moment it
 * passes 10 MB, text must be text all the way, and a DOCX's zip directory is read from the stored
 * bytes before anything would be inflated. Every refusal is a CvRejectedError with the spec's message.
 */
export class CvFileInspector {
  readonly kind: CvKind;
  private size = 0;
  private head = Buffer.alloc(0);
  private magicChecked = false;

  constructor(readonly fileName: string, private readonly maxBytes = CV_MAX_BYTES) {
    const kind = kindFromFileName(fileName);
    if (!kind) throw new CvRejectedError(CV_TYPE_MESSAGE, 'extension');
    this.kind = kind;
  }

  get sizeBytes(): number {
    return this.size;
  }

  /** Call with every chunk in order; throws as soon as the file breaks a rule. */
  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new CvRejectedError(CV_TOO_LARGE_MESSAGE, 'size');
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (!this.magicChecked && (this.head.length >= HEAD_BYTES || (this.kind !== 'pdf' && this.head.length >= 8))) this.checkMagic();
    }
    if (this.kind === 'txt' && hasBinaryByte(chunk)) throw new CvRejectedError(CV_TYPE_MESSAGE, 'binary bytes in a text file');
  }

  /** After the last chunk: the checks that need the whole file (the DOCX zip directory, read through `readAt`). */
  async finish(readAt: ReadAt): Promise<InspectedCv> {
    if (this.size === 0) throw new CvRejectedError(CV_TYPE_MESSAGE, 'empty file');
    if (!this.magicChecked) this.checkMagic();
    if (this.kind === 'docx') {
      try {
        if (!looksLikeDocx(await readZipDirectory(readAt, this.size))) throw new ZipDirectoryError('not a Word document');
      } catch (error) {
        if (error instanceof ZipDirectoryError) throw new CvRejectedError(CV_TYPE_MESSAGE, `docx: ${error.message}`);
        throw error;
      }
    }
    return { kind: this.kind, contentType: CV_CONTENT_TYPES[this.kind], sizeBytes: this.size };
  }

  private checkMagic(): void {
    this.magicChecked = true;
    const head = this.head;
    const ok =
      this.kind === 'pdf' ? head.indexOf(PDF) >= 0
      : this.kind === 'doc' ? head.subarray(0, 8).equals(OLE2)
      : this.kind === 'docx' ? head.subarray(0, 4).equals(ZIP_LOCAL)
      : !head.subarray(0, 8).equals(OLE2) && !head.subarray(0, 4).equals(ZIP_LOCAL) && head.indexOf(PDF) !== 0;
    if (!ok) throw new CvRejectedError(CV_TYPE_MESSAGE, `content is not ${this.kind}`);
  }
}

/** Inspects a whole file held in memory (tests, small inputs). */
export async function inspectCvBuffer(fileName: string, bytes: Buffer, chunkSize = 64 * 1024): Promise<InspectedCv> {
  const inspector = new CvFileInspector(fileName);
  for (let at = 0; at < bytes.length; at += chunkSize) inspector.push(bytes.subarray(at, at + chunkSize));
  return inspector.finish(async (offset, length) => bytes.subarray(offset, offset + length));
}

import { CV_CONTENT_TYPES, CV_EMPTY_MESSAGE, CV_MAX_BYTES, CV_PROTECTED_MESSAGE, CV_TOO_LARGE_MESSAGE, CV_TYPE_MESSAGE, CvFileRejected, kindFromFileName, type CvKind } from './cv-rules.js';
import { looksLikeDocx, readZipDirectory, ZipDirectoryError, type ReadAt } from './zip-directory.js';
import { compoundFileProblem } from './compound-file.js';

const HEAD_BYTES = 1024;
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The name of an encrypted Office document's package stream in its OLE2 directory (UTF-16LE). */
const ENCRYPTED_PACKAGE = [...'EncryptedPackage'].flatMap((c) => [c.charCodeAt(0), 0]);
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

function indexOf(bytes: Uint8Array, signature: number[]): number {
  outer: for (let i = 0; i + signature.length <= bytes.length; i += 1) {
    for (let j = 0; j < signature.length; j += 1) if (bytes[i + j] !== signature[j]) continue outer;
    return i;
  }
  return -1;
}

const isBinaryUnit = (unit: number) => unit < 0x09 || (unit > 0x0d && unit < 0x20 && unit !== 0x1b) || unit === 0x7f;

/** Control bytes that do not occur in plain text (tab, line feed, vertical tab, form feed, carriage return and escape are allowed). */
export function hasBinaryByte(chunk: Uint8Array): boolean {
  for (const byte of chunk) {
    if (isBinaryUnit(byte)) return true;
  }
  return false;
}

/**
 * How a text file's bytes are judged: byte by byte, or, after a UTF-16 byte-order mark (Notepad's "Unicode"), code
 * unit by code unit: its ASCII characters carry 0x00 bytes, its control characters are what would be binary.
 */
class TextCheck {
  private encoding: 'bytes' | 'utf-16le' | 'utf-16be' | undefined;
  private undecided: Uint8Array = new Uint8Array(0);
  private odd: number | undefined;

  push(chunk: Uint8Array): void {
    let bytes = chunk;
    if (!this.encoding) {
      bytes = concat(this.undecided, chunk);
      if (bytes.length < 2) {
        this.undecided = bytes;
        return;
      }
      this.undecided = new Uint8Array(0);
      this.encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'bytes';
      if (this.encoding !== 'bytes') bytes = bytes.subarray(2);
    }
    if (this.encoding === 'bytes') {
      if (hasBinaryByte(bytes)) throw new CvFileRejected(CV_TYPE_MESSAGE, 'binary bytes in a text file');
      return;
    }
    const littleEndian = this.encoding === 'utf-16le';
    let at = 0;
    if (this.odd !== undefined && bytes.length > 0) {
      this.checkUnit(littleEndian ? this.odd | (bytes[0]! << 8) : (this.odd << 8) | bytes[0]!);
      this.odd = undefined;
      at = 1;
    }
    for (; at + 1 < bytes.length; at += 2) this.checkUnit(littleEndian ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!);
    if (at < bytes.length) this.odd = bytes[at];
  }

  /** After the last chunk: a lone first byte is judged as a byte; UTF-16 of an odd length is not text. */
  finish(): void {
    if (hasBinaryByte(this.undecided)) throw new CvFileRejected(CV_TYPE_MESSAGE, 'binary bytes in a text file');
    if (this.odd !== undefined) throw new CvFileRejected(CV_TYPE_MESSAGE, 'UTF-16 text of an odd length');
  }

  private checkUnit(unit: number): void {
    if (isBinaryUnit(unit)) throw new CvFileRejected(CV_TYPE_MESSAGE, 'binary characters in a UTF-16 text file');
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Do the first bytes (up to 1 KiB) agree with the kind the name claims? A PDF's marker may follow some junk. */
export function magicMatches(kind: CvKind, head: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      return indexOf(head, PDF) >= 0;
    case 'doc':
      return startsWith(head, OLE2);
    case 'docx':
      return startsWith(head, ZIP_LOCAL);
    case 'txt':
      return !startsWith(head, OLE2) && !startsWith(head, ZIP_LOCAL) && indexOf(head, PDF) !== 0;
  }
}

export interface InspectedCv {
  kind: CvKind;
  contentType: string;
  sizeBytes: number;
}

/**
 * Judges a CV while it streams (spec §5, QUALITY "Uploads"): the extension names the type, the magic
 * bytes must agree with it, the size is counted chunk by chunk and refused the moment it passes 10 MB,
 * text must be text all the way, and a DOCX's zip directory is read from the stored bytes before
 * anything would be inflated. Every refusal is a CvFileRejected with the spec's message.
 */
export class CvFileInspector {
  readonly kind: CvKind;
  readonly fileName: string;
  private readonly maxBytes: number;
  private size = 0;
  private head = new Uint8Array(0);
  private magicChecked = false;
  private readonly text = new TextCheck();
  private ole2Docx = false;

  constructor(fileName: string, maxBytes = CV_MAX_BYTES) {
    const kind = kindFromFileName(fileName);
    if (!kind) throw new CvFileRejected(CV_TYPE_MESSAGE, 'extension');
    this.fileName = fileName;
    this.kind = kind;
    this.maxBytes = maxBytes;
  }

  get sizeBytes(): number {
    return this.size;
  }

  /** Call with every chunk in order; throws as soon as the file breaks a rule. */
  push(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new CvFileRejected(CV_TOO_LARGE_MESSAGE, 'size');
    if (this.head.length < HEAD_BYTES) {
      const take = chunk.subarray(0, HEAD_BYTES - this.head.length);
      const head = new Uint8Array(this.head.length + take.length);
      head.set(this.head);
      head.set(take, this.head.length);
      this.head = head;
      if (!this.magicChecked && (this.head.length >= HEAD_BYTES || (this.kind !== 'pdf' && this.head.length >= 8))) this.checkMagic();
    }
    if (this.kind === 'txt') this.text.push(chunk);
  }

  /** After the last chunk: the checks that need the whole file (the DOCX zip directory, read through `readAt`). */
  async finish(readAt: ReadAt): Promise<InspectedCv> {
    if (this.size === 0) throw new CvFileRejected(CV_EMPTY_MESSAGE, 'empty file');
    if (!this.magicChecked) this.checkMagic();
    if (this.kind === 'txt') this.text.finish();
    if (this.kind === 'doc') {
      // At most 10 MB, read whole: a reader trusts the compound file's tables (see compoundFileProblem).
      const problem = compoundFileProblem(await readAt(0, this.size));
      if (problem) throw new CvFileRejected(CV_TYPE_MESSAGE, `doc: ${problem}`);
    }
    if (this.ole2Docx) {
      const encrypted = indexOf(await readAt(0, this.size), ENCRYPTED_PACKAGE) >= 0;
      throw new CvFileRejected(encrypted ? CV_PROTECTED_MESSAGE : CV_TYPE_MESSAGE, encrypted ? 'docx: password-protected (encrypted package)' : 'content is not docx');
    }
    if (this.kind === 'docx') {
      try {
        if (!looksLikeDocx(await readZipDirectory(readAt, this.size))) throw new ZipDirectoryError('not a Word document');
      } catch (error) {
        if (error instanceof ZipDirectoryError) throw new CvFileRejected(CV_TYPE_MESSAGE, `docx: ${error.message}`);
        throw error;
      }
    }
    return { kind: this.kind, contentType: CV_CONTENT_TYPES[this.kind], sizeBytes: this.size };
  }

  private checkMagic(): void {
    this.magicChecked = true;
    // Word saves a password-protected .docx as an OLE2 container holding the encrypted package: told apart from a
    // .doc named .docx once the whole file is in (finish).
    if (this.kind === 'docx' && startsWith(this.head, OLE2)) {
      this.ole2Docx = true;
      return;
    }
    if (!magicMatches(this.kind, this.head)) throw new CvFileRejected(CV_TYPE_MESSAGE, `content is not ${this.kind}`);
  }
}

/** Inspects a whole file held in memory (a stored CV about to be parsed, tests). */
export async function inspectCvBytes(fileName: string, bytes: Uint8Array, chunkSize = 64 * 1024): Promise<InspectedCv> {
  const inspector = new CvFileInspector(fileName);
  for (let at = 0; at < bytes.length; at += chunkSize) inspector.push(bytes.subarray(at, at + chunkSize));
  return inspector.finish(async (offset, length) => bytes.subarray(offset, offset + length));
}

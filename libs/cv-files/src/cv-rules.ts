/**
 * Spec §5/§7/§9: which files are CVs, the size limit and the messages, to the letter. One home for
 * the web (checks before sending), the gateway (checks while streaming), the profile service (storage
 * keys) and the assessment service (reading stored files). Browser-safe: no Node APIs, no imports.
 */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const CV_TYPE_MESSAGE = 'Only PDF, DOC, DOCX, and TXT files are allowed';
export const CV_UPLOAD_FAILED_MESSAGE = 'Failed to upload CV';
/** Not in the spec: a 0-byte file is of no type at all, so it gets its own message rather than the type one. */
export const CV_EMPTY_MESSAGE = 'The file is empty. Please choose a CV that has content.';
/**
 * Not in the spec either: a password-protected Word document is a .docx that no one can read without its password,
 * and the type message ('Only PDF, DOC, DOCX…') would tell its owner a .docx is not allowed.
 */
export const CV_PROTECTED_MESSAGE = 'This document is password-protected. Please save a copy without a password and upload that.';

export type CvKind = 'pdf' | 'doc' | 'docx' | 'txt';
export const CV_KINDS: readonly CvKind[] = ['pdf', 'doc', 'docx', 'txt'];
/** The file picker's `accept` attribute. */
export const CV_ACCEPT = CV_KINDS.map((kind) => `.${kind}`).join(',');

export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export type CvRejectionMessage = typeof CV_TOO_LARGE_MESSAGE | typeof CV_TYPE_MESSAGE | typeof CV_EMPTY_MESSAGE | typeof CV_PROTECTED_MESSAGE;

/** A file refused by the CV rules: `message` is one of the spec's, `reason` says why (for logs). */
export class CvFileRejected extends Error {
  override name = 'CvFileRejected';
  readonly reason: string;

  constructor(message: CvRejectionMessage, reason: string) {
    super(message);
    this.reason = reason;
  }
}

/** The kind the file name claims, by extension (case-insensitive), or null. */
export function kindFromFileName(fileName: string): CvKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' || ext === 'txt' ? ext : null;
}

/** What can be judged before reading a byte (the browser's check): the spec's message, or null when the file may be sent. */
export function checkCvFile(file: { name: string; size: number }): CvRejectionMessage | null {
  if (!kindFromFileName(file.name)) return CV_TYPE_MESSAGE;
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE_MESSAGE;
  if (file.size === 0) return CV_EMPTY_MESSAGE;
  return null;
}

/**
 * A file name safe for a storage key: the last path segment, accents folded, anything outside
 * `[A-Za-z0-9._-]` replaced by `_`, at most 100 characters with the extension kept.
 */
export function sanitizeFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(base)?.[0] ?? '';
  const stem = base
    .slice(0, base.length - ext.length)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 100 - ext.length);
  return `${stem || 'cv'}${ext}`;
}

/** Spec §7: `{userId}/{timestamp}_{fileName}`, the name sanitised, generated server-side. */
export function cvStorageKey(userId: string, fileName: string, now: Date = new Date()): string {
  return `${userId}/${now.getTime()}_${sanitizeFileName(fileName)}`;
}

/**
 * The timestamps of one process's storage keys, each later than the one before (the clock's millisecond, or one past
 * the last): two uploads of one name in one millisecond would share a key, the second overwrite the first (keys are
 * written with upsert, spec §7) and the cleanup of a failed one delete the other's file.
 */
export function storageKeyClock(clock: () => number = Date.now): () => Date {
  let last = 0;
  return () => {
    last = Math.max(clock(), last + 1);
    return new Date(last);
  };
}

/** True when `key` is a CV key of `userId` (and nothing that could leave their folder). */
export function isCvKeyOf(userId: string, key: string): boolean {
  const [owner, name, ...rest] = key.split('/');
  return owner === userId && rest.length === 0 && !!name && /^\d+_[A-Za-z0-9._-]+$/.test(name) && !name.includes('..');
}

/**
 * The name a CV is shown, logged and announced by (the stored key has its own, sanitised): the last path segment,
 * NFC, without control (C0, C1), format (\p{Cf}: bidi overrides such as U+202E that disguise `cv\u202Efdp.exe` as
 * `cvexe.pdf`, zero-width characters) or separator characters, nor half a surrogate pair; at most 255 UTF-16 code
 * units (the profile's limit), cut at a whole character from the start so the extension stays; 'cv' when nothing is left.
 */
export function cvDisplayName(fileName: string): string {
  const name = (fileName.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .trim();
  let kept = '';
  const characters = Array.from(name);
  for (let i = characters.length - 1; i >= 0 && kept.length + characters[i]!.length <= 255; i--) kept = characters[i]! + kept;
  return kept.trim() || 'cv';
}

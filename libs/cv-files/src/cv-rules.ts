import { DomainError } from '@ecp/contracts';

/** Spec §5/§9: the CV limits and their messages, to the letter. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const CV_TYPE_MESSAGE = 'Only PDF, DOC, DOCX, and TXT files are allowed';
export const CV_UPLOAD_FAILED_MESSAGE = 'Failed to upload CV';

export type CvKind = 'pdf' | 'doc' | 'docx' | 'txt';

export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** A CV refused by the upload rules; its message is one of the spec's. */
export class CvRejectedError extends DomainError {
  constructor(message: typeof CV_TOO_LARGE_MESSAGE | typeof CV_TYPE_MESSAGE, reason: string) {
    super('VALIDATION_ERROR', message, { reason });
  }
}

/** The kind the file name claims, by extension (case-insensitive), or null. */
export function kindFromFileName(fileName: string): CvKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' || ext === 'txt' ? ext : null;
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

/** True when `key` is a CV key of `userId` (and nothing that could leave their folder). */
export function isCvKeyOf(userId: string, key: string): boolean {
  const [owner, name, ...rest] = key.split('/');
  return owner === userId && rest.length === 0 && !!name && /^\d+_[A-Za-z0-9._-]+$/.test(name) && !name.includes('..');
}

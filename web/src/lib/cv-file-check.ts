/** Spec §5 CV rules as the browser can judge them (the gateway judges again, by content). */
export const CV_ACCEPT = '.pdf,.doc,.docx,.txt';
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const CV_TYPE_MESSAGE = 'Only PDF, DOC, DOCX, and TXT files are allowed';

const ALLOWED_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'txt']);

/** The spec's message for a file that cannot be a CV, or null when it may be sent. */
export function checkCvFile(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!ALLOWED_EXTENSIONS.has(extension)) return CV_TYPE_MESSAGE;
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE_MESSAGE;
  return null;
}

/** "1.23 MB": the chosen file's size in MB (spec: Upload Your CV shows the size in MB). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

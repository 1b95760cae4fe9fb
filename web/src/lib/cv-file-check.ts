// The CV rules the browser can judge before sending (type by extension, at most 10 MB, the spec's messages)
// come from the one home of the CV file rules; the gateway judges again, by content.
export { CV_ACCEPT, checkCvFile } from '@ecp/cv-files';

const MB = 1024 * 1024;

/**
 * The chosen file's size in MB, as the spec's Upload Your CV shows it: "1.50 MB", and "< 0.01 MB" for a small text CV
 * (under 5 KB) rather than "0.00 MB".
 */
export function formatFileSize(bytes: number): string {
  const mb = bytes / MB;
  return bytes > 0 && mb < 0.005 ? '< 0.01 MB' : `${mb.toFixed(2)} MB`;
}

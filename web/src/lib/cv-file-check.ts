// The CV rules the browser can judge before sending (type by extension, at most 10 MB, the spec's messages)
// come from the one home of the CV file rules; the gateway judges again, by content.
export { CV_ACCEPT, checkCvFile } from '@ecp/cv-files';

/** "1.23 MB": the chosen file's size in MB (spec: Upload Your CV shows the size in MB). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

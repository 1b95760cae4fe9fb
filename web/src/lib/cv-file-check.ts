// The CV rules the browser can judge before sending (type by extension, at most 10 MB, the spec's messages)
// come from the one home of the CV file rules; the gateway judges again, by content.
export { CV_ACCEPT, checkCvFile } from '@ecp/cv-files';

const MB = 1024 * 1024;

/**
 * The chosen file's size (spec: Upload Your CV shows the size in MB): "1.23 MB"; below 0.1 MB in KB ("24.5 KB"), so a
 * small text CV never reads "0.00 MB".
 */
export function formatFileSize(bytes: number): string {
  return bytes < 0.1 * MB ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / MB).toFixed(2)} MB`;
}

/** The CV formats the product accepts (spec §5). */
export type DocumentType = 'pdf' | 'docx' | 'doc' | 'txt';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * Judges a file by its magic bytes and its extension together: both must agree, so a PNG renamed
 * .pdf or a zip renamed .docx is refused before any parser sees it. Returns null when refused.
 */
export function detectDocumentType(bytes: Uint8Array, fileName: string): DocumentType | null {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'pdf' : null; // %PDF-
    case 'docx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ? 'docx' : null; // PK\3\4 (zip)
    case 'doc':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? 'doc' : null; // OLE2 compound file
    case 'txt':
      return looksLikeText(bytes) ? 'txt' : null;
    default:
      return null;
  }
}

/** Text has no NUL bytes and few control characters in its first 4 KiB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control <= sample.length * 0.01;
}

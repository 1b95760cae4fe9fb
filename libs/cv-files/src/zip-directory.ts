/**
 * Reads a ZIP file's central directory without inflating anything (QUALITY: "DOCX/zip directory
 * checked before inflating with caps on inflated bytes and entries"). Declared sizes are what the
 * directory claims; whoever inflates later still caps the bytes it actually produces.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}

export const ZIP_LIMITS = {
  maxEntries: 1_000,
  /** Total declared inflated size of all entries. */
  maxTotalUncompressed: 100 * 1024 * 1024,
  maxEntryUncompressed: 50 * 1024 * 1024,
  /** Inflated/compressed ratio allowed for an entry above 1 MiB inflated (zip bombs run at 1000:1 and more). */
  maxRatio: 100,
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;

export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

export class ZipDirectoryError extends Error {}

const utf8 = new TextDecoder();
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The entries of the zip of `size` bytes read through `readAt`; throws ZipDirectoryError for anything malformed, ZIP64 or over the limits. */
export async function readZipDirectory(readAt: ReadAt, size: number, limits = ZIP_LIMITS): Promise<ZipEntry[]> {
  if (size < EOCD_MIN) throw new ZipDirectoryError('too small for a zip');
  const tailLength = Math.min(size, EOCD_MIN + 0xffff);
  const tail = view(await readAt(size - tailLength, tailLength));
  let eocd = -1;
  for (let i = tail.byteLength - EOCD_MIN; i >= 0; i -= 1) {
    if (tail.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipDirectoryError('no end of central directory');
  const entryCount = tail.getUint16(eocd + 10, true);
  const directorySize = tail.getUint32(eocd + 12, true);
  const directoryOffset = tail.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw new ZipDirectoryError('zip64 is not accepted');
  if (entryCount > limits.maxEntries) throw new ZipDirectoryError(`too many entries (${entryCount})`);
  const eocdOffset = size - tailLength + eocd;
  if (directoryOffset + directorySize > eocdOffset) throw new ZipDirectoryError('central directory out of range');

  const bytes = await readAt(directoryOffset, directorySize);
  const directory = view(bytes);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let n = 0; n < entryCount; n += 1) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new ZipDirectoryError('malformed central directory');
    const method = directory.getUint16(at + 10, true);
    const compressedSize = directory.getUint32(at + 20, true);
    const uncompressedSize = directory.getUint32(at + 24, true);
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const localOffset = directory.getUint32(at + 42, true);
    if (at + 46 + nameLength > directory.byteLength) throw new ZipDirectoryError('malformed central directory');
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) throw new ZipDirectoryError('zip64 is not accepted');
    if (localOffset >= directoryOffset) throw new ZipDirectoryError('entry out of range');
    if (name.startsWith('/') || name.split(/[\\/]/).includes('..')) throw new ZipDirectoryError(`unsafe entry name ${JSON.stringify(name)}`);
    if (uncompressedSize > limits.maxEntryUncompressed) throw new ZipDirectoryError(`entry ${name} inflates to ${uncompressedSize} bytes`);
    if (uncompressedSize > 1024 * 1024 && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw new ZipDirectoryError(`entry ${name} has a compression ratio over ${limits.maxRatio}:1`);
    }
    total += uncompressedSize;
    if (total > limits.maxTotalUncompressed) throw new ZipDirectoryError('entries inflate to more than the cap');
    entries.push({ name, method, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A Word document is a zip with these two parts (ECMA-376 / OPC). */
export function looksLikeDocx(entries: ZipEntry[]): boolean {
  const names = new Set(entries.map((e) => e.name));
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

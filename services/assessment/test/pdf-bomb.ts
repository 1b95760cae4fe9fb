// Builders of hostile PDFs for the extraction tests (the abuse suite, scripts/abuse.mjs, builds the same bomb).
import { constants, createDeflate } from 'node:zlib';

export const MB = 1024 * 1024;

/**
 * A zlib stream of `megabytes` MB of zeros, about 1 KB per MB, built without deflating them all: once the window is
 * zeros, every further MB of zeros compresses (sync-flushed) to the same bytes, so those are repeated.
 */
export async function zerosDeflated(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const flushed = async () => {
    const parts: Buffer[] = [];
    const collect = (chunk: Buffer) => parts.push(chunk);
    deflate.on('data', collect);
    deflate.write(Buffer.alloc(MB));
    await new Promise((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve(undefined)));
    await new Promise((resolve) => setImmediate(resolve));
    deflate.off('data', collect);
    return Buffer.concat(parts);
  };
  const first = await flushed();
  const repeated = await flushed();
  deflate.destroy();
  const tail = Buffer.alloc(6);
  tail[0] = 0x03; // an empty final block
  tail.writeUInt32BE((((megabytes * MB) % 65_521) * 65_536 + 1) >>> 0, 2); // adler-32 of that many zeros
  return Buffer.concat([first, ...Array<Buffer>(megabytes - 1).fill(repeated), tail]);
}

/**
 * An LZW stream (PDF's, early change on) of about `megabytes` MB of zeros, about 0.75 KB per MB: each code stands for
 * one more zero than the one before, the table cleared before it fills.
 */
export function zerosLzw(megabytes: number): Buffer {
  const out: number[] = [];
  let bits = 0;
  let count = 0;
  let width = 9;
  const put = (code: number) => {
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      out.push((bits >>> (count - 8)) & 0xff);
      count -= 8;
    }
    bits &= (1 << count) - 1;
  };
  for (let decoded = 0; decoded < megabytes * MB; ) {
    put(0);
    decoded += 1;
    for (let code = 258, next = 258; code <= 4000; code++) {
      put(code); // the entry the decoder is about to add: one zero longer than the last
      decoded += code - 256;
      next++;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
    put(256);
    width = 9;
  }
  put(257);
  if (count > 0) out.push((bits << (8 - count)) & 0xff);
  return Buffer.from(out);
}

/** A one-page PDF whose content stream is `content` under `filter`; `objects` follow it as 5 0 obj, 6 0 obj… */
export function pdfWithContent(content: Uint8Array, filter = '/FlateDecode', extra: string[] = []): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => (parts.push(part), (size += part.length));
  objects.forEach((object, i) => (offsets.push(size), add(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`))));
  offsets.push(size);
  add(Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter ${filter} >>\nstream\n`));
  add(Buffer.from(content));
  add(Buffer.from('\nendstream\nendobj\n'));
  extra.forEach((object, i) => (offsets.push(size), add(Buffer.from(`${i + 5} 0 obj\n${object}\nendobj\n`))));
  const xref = size;
  const count = offsets.length + 1;
  add(Buffer.from(`xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}


/** A PDF of `pages` pages, each showing the one line `text` (one content stream all pages share). */
export function pdfWithPages(pages: number, text = 'Wind turbine technician: SCADA, high voltage switching'): Buffer {
  const content = Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`);
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    ...Array<string>(pages).fill(page),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let size = parts[0]!.length;
  const offsets = objects.map((object, i) => {
    const at = size;
    const part = Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    parts.push(part);
    size += part.length;
    return at;
  });
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import { MB, pdfWithContent, zerosDeflated, zerosLzw } from '../../test/pdf-bomb.js';
import { checkPdfStreams, PDF_MAX_DECODED_BYTES, PdfRefused } from './pdf-streams.js';

// A collection before each reading of memory: decoded chunks the scan dropped are freed only when the GC runs, and
// whether it ran by then decided the assertion (134 MB of dropped chunks still counted in one loaded CI run).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
// The backing stores of dropped buffers are freed after a collection, not always within it: a few collections with a
// turn of the event loop between them (after one, a loaded CI run still counted 67 MB the scan had dropped). What the
// scan kept would survive any number of them.
const arrayBuffersSettled = async () => {
  for (let i = 0; i < 5; i++) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().arrayBuffers;
};

describe('PDF stream pre-scan (memory outside the V8 heap)', () => {
  it('the bomb generator makes what it says', async () => {
    const stream = await zerosDeflated(3);
    expect(stream.length).toBeLessThan(4_000);
    expect(inflateSync(stream).equals(Buffer.alloc(3 * MB))).toBe(true);
  });

  it('refuses a 1.5 MB PDF whose content stream inflates to 1.5 GB, having inflated no more than the cap', async () => {
    const bomb = pdfWithContent(await zerosDeflated(1536));
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = await arrayBuffersSettled();
    // CPU time, not wall time: stopping at the cap costs well under a second of inflating, the whole 1.5 GB several,
    // and other work on a loaded machine stretches only the wall clock (a 5 s wall bound failed under load).
    const cpu = process.cpuUsage();
    await expect(checkPdfStreams(bomb)).rejects.toThrow(PdfRefused);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(3_000);
    // Nothing of the stream was kept: counting keeps no buffers.
    expect((await arrayBuffersSettled()) - before).toBeLessThan(64 * MB);
  });

  it('refuses the bomb behind a chain of filters and under abbreviated names', async () => {
    const hex = Buffer.from((await zerosDeflated(200)).toString('hex'));
    await expect(checkPdfStreams(pdfWithContent(hex, '[/AHx /Fl]'))).rejects.toThrow(PdfRefused);
    // Flate over Flate: the outer layer is small, the inner one is the bomb.
    const nested = deflateSync(await zerosDeflated(200));
    await expect(checkPdfStreams(pdfWithContent(nested, '[/FlateDecode /FlateDecode]'))).rejects.toThrow(PdfRefused);
  });

  it('refuses a run-length bomb and counts a damaged stream only as far as it decodes', async () => {
    // 0x81 repeats the next byte 128 times: 2 bytes -> 128.
    const runs = Buffer.alloc(4 * MB);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 0x81;
    await expect(checkPdfStreams(pdfWithContent(runs, '/RunLengthDecode'))).rejects.toThrow(PdfRefused);
    const damaged = Buffer.concat([(await zerosDeflated(200)).subarray(0, 2_000), Buffer.alloc(1_000, 0xff)]);
    expect((await checkPdfStreams(pdfWithContent(damaged))).decodedBytes).toBeLessThan(4 * MB);
  });

  // pdf.js's lexer skips comments between tokens and any bytes between `stream` and the end of its line, and reads a
  // dictionary of any length, names with #-escapes and a /Length that is a reference: the scan must find what it finds.
  describe('finds the streams pdf.js finds', () => {
    const rewrite = (pdf: Buffer, from: string, to: string) => Buffer.from(pdf.toString('latin1').replace(from, to), 'latin1');
    let bomb: Buffer;
    const variants: [string, (pdf: Buffer) => Buffer][] = [
      ['bytes between `stream` and the line end', (pdf) => rewrite(pdf, '>>\nstream\n', '>> stream \n')],
      ['a comment between the dictionary and `stream`', (pdf) => rewrite(pdf, '>>\nstream\n', '>>%c\nstream\n')],
      ['comments and a CR line end', (pdf) => rewrite(pdf, '>>\nstream\n', '>> % one\r\n%two\rstream %x\r')],
      ['a dictionary padded past 64 KB', (pdf) => rewrite(pdf, '/Filter', `/Pad (${' '.repeat(70_000)}) /Filter`)],
      ['a #-escaped filter name', (pdf) => rewrite(pdf, '/FlateDecode', '/Fl#61teDecode')],
      ['a decoy /Filter in a nested dictionary and a string', (pdf) => rewrite(pdf, '<< /Length', '<< /DecodeParms << /Filter /DCTDecode >> /T (/Filter /DCTDecode) /Length')],
      ['a dictionary no textual scan reads (the data looks like zlib)', (pdf) => rewrite(pdf, '<< /Length', '<< /T (<<) /Length')],
      ['zlib data after `stream` with no dictionary found before it', (pdf) => rewrite(pdf, '>>\nstream\n', '>>\n[ ] stream\n')],
    ];
    it.each(variants)('%s', async (_name, variant) => {
      bomb ??= pdfWithContent(await zerosDeflated(200));
      await expect(checkPdfStreams(variant(bomb))).rejects.toThrow(PdfRefused);
    });

    it('decodes `endstream` written inside the data when /Length is a reference', async () => {
      // A stored (uncompressed) deflate block holding the word, then the bomb: cutting at the first `endstream` would see nothing.
      const word = Buffer.from('\nendstream\n');
      const stored = Buffer.concat([Buffer.from([0x00, word.length, 0x00, ~word.length & 0xff, 0xff]), word]);
      const zeros = await zerosDeflated(200);
      const data = Buffer.concat([zeros.subarray(0, 2), stored, zeros.subarray(2)]);
      expect(inflateRawSync(stored, { finishFlush: constants.Z_SYNC_FLUSH }).equals(word)).toBe(true);
      const pdf = Buffer.from(pdfWithContent(data).toString('latin1').replace(/\/Length \d+/, '/Length 9 0 R'), 'latin1');
      await expect(checkPdfStreams(pdf)).rejects.toThrow(PdfRefused);
    });

    it('refuses Brotli and LZW bombs', async () => {
      const brotli = brotliCompressSync(Buffer.alloc(200 * MB), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      expect(brotli.length).toBeLessThan(MB);
      await expect(checkPdfStreams(pdfWithContent(brotli, '/BrotliDecode'))).rejects.toThrow(PdfRefused);
      await expect(checkPdfStreams(pdfWithContent(zerosLzw(200), '/LZW'))).rejects.toThrow(PdfRefused);
      expect((await checkPdfStreams(pdfWithContent(zerosLzw(2), '/LZW'))).decodedBytes).toBeGreaterThanOrEqual(2 * MB);
    });
  });

  it('lets every sample CV through, far below the cap', async () => {
    const dir = new URL('../../test/cvs/', import.meta.url);
    const pdfs = readdirSync(dir).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(3);
    for (const name of pdfs) {
      const { streams, decodedBytes } = await checkPdfStreams(readFileSync(new URL(name, dir)));
      expect(streams).toBeGreaterThan(0);
      expect(decodedBytes).toBeGreaterThan(0);
      expect(decodedBytes).toBeLessThan(PDF_MAX_DECODED_BYTES / 10);
    }
  });
});

import { constants, createInflateRaw } from 'node:zlib';

/**
 * What a PDF's streams may decode to, all together, before pdf.js is given the file. pdf.js inflates a
 * content stream into one growing ArrayBuffer, memory outside the V8 heap that the worker's heap limit
 * does not cover: a 3 MB file whose content stream inflates to 1.5 GB took the process from 1.57 GB to
 * 4.6 GB (issue 16). A CV's text, fonts and even a photo decode to a few MB; 10 MB of real PDF at
 * ordinary ratios stays far below this.
 */
export const PDF_MAX_DECODED_BYTES = 128 * 1024 * 1024;

/** A PDF refused before parsing; the message is for logs (the user reads the generic 'Failed to read file'). */
export class PdfRefused extends Error {
  override name = 'PdfRefused';
}

/** Filters pdf.js applies to text-bearing streams that can expand their input, by full and abbreviated name. */
const EXPANDING = new Map<string, 'flate' | 'lzw' | 'runlength' | 'hex' | 'a85'>([
  ['FlateDecode', 'flate'], ['Fl', 'flate'],
  ['LZWDecode', 'lzw'], ['LZW', 'lzw'],
  ['RunLengthDecode', 'runlength'], ['RL', 'runlength'],
  ['ASCIIHexDecode', 'hex'], ['AHx', 'hex'],
  ['ASCII85Decode', 'a85'], ['A85', 'a85'],
]);

/**
 * Decodes every stream of the file the way pdf.js would (its filter chain) while counting the bytes it
 * yields, and throws PdfRefused once the total passes `limit`. Nothing is kept but a stage's output when
 * another filter follows it, and that is capped by the same budget, so memory stays within `limit` however
 * the file lies. A stream that does not decode counts what it yielded before failing (pdf.js stops there
 * too); image-only filters (DCT, JPX, CCITT, JBIG2) end a chain, text extraction never decodes them.
 */
export async function checkPdfStreams(bytes: Uint8Array, limit = PDF_MAX_DECODED_BYTES): Promise<{ streams: number; decodedBytes: number }> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let budget = limit;
  let streams = 0;
  const keyword = /stream(\r\n|\r|\n)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const at = match.index;
    if (text.startsWith('end', at - 3)) continue;
    const dictionary = dictionaryBefore(text, at);
    if (dictionary === null) continue;
    const start = at + match[0].length;
    const end = streamEnd(text, dictionary, start);
    keyword.lastIndex = end;
    streams += 1;
    let data: Uint8Array | null = bytes.subarray(start, end);
    const filters = filtersOf(dictionary);
    for (let i = 0; i < filters.length && data; i++) {
      const last = i === filters.length - 1 || !EXPANDING.has(filters[i + 1]!);
      const used = await decode(filters[i]!, data, budget, last);
      if (used === null) break;
      budget -= used.count;
      data = used.output;
    }
    if (budget < 0) throw new PdfRefused(`its streams decode to more than ${limit} bytes`);
  }
  return { streams, decodedBytes: limit - budget };
}

/** The `<< … >>` that ends right before `stream` (whitespace between), or null when `stream` is just a word. */
function dictionaryBefore(text: string, at: number): string | null {
  let end = at - 1;
  while (end >= 0 && /\s/.test(text[end]!)) end--;
  if (end < 1 || text[end] !== '>' || text[end - 1] !== '>') return null;
  let depth = 0;
  // Walk back over nested dictionaries; a CV's stream dictionary is short, so look at most 64 KB back.
  for (let i = end; i > 0 && i > end - 65_536; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth--;
      i--;
      if (depth === 0) return text.slice(i, end + 1);
    }
  }
  return null;
}

/** Where the stream's data ends: its direct /Length when `endstream` follows it, else the next `endstream`. */
function streamEnd(text: string, dictionary: string, start: number): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (/^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const next = text.indexOf('endstream', start);
  return next < 0 ? text.length : next;
}

/** The filter chain: `/Filter /Name` or `/Filter [ /A /B ]`; an indirect or odd value is tried as Flate. */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dictionary);
  if (!filter) return [];
  const value = filter[1]!;
  if (value.startsWith('[')) return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!);
  if (value.startsWith('/')) return [value.slice(1)];
  return ['FlateDecode'];
}

/**
 * One filter over `data`: the bytes it yields (counted, and kept only when `last` is false), at most
 * `budget + 1` of them; null for a filter that ends the chain.
 */
async function decode(filter: string, data: Uint8Array, budget: number, last: boolean): Promise<{ count: number; output: Uint8Array | null } | null> {
  const kind = EXPANDING.get(filter);
  if (!kind) return null;
  const sink = new CappedSink(budget, !last);
  try {
    switch (kind) {
      case 'flate':
        await inflate(data, sink);
        break;
      case 'lzw':
        lzw(data, sink);
        break;
      case 'runlength':
        runLength(data, sink);
        break;
      case 'hex':
        sink.push(Buffer.from(new TextDecoder('latin1').decode(data).replace(/[^0-9a-f]/gi, ''), 'hex'));
        break;
      case 'a85':
        ascii85(data, sink);
        break;
    }
  } catch {
    // Over budget (the count says so), or a damaged stream: pdf.js keeps what decoded before the damage, and so does the count.
  }
  return { count: sink.count, output: last ? null : sink.bytes() };
}

/** Counts what a decoder yields and stops it once the count passes the budget; keeps the bytes if asked. */
class CappedSink {
  count = 0;
  private readonly chunks: Uint8Array[] = [];
  // No parameter properties: the worker runs this file from source under tests, where Node only strips types.
  private readonly budget: number;
  private readonly keep: boolean;

  constructor(budget: number, keep: boolean) {
    this.budget = budget;
    this.keep = keep;
  }

  push(chunk: Uint8Array): void {
    this.count += chunk.length;
    if (this.count > this.budget) throw new Error('over budget');
    if (this.keep) this.chunks.push(chunk.slice());
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

/** zlib's own inflate (fast, off the thread), counted chunk by chunk and stopped at the budget. */
function inflate(data: Uint8Array, sink: CappedSink): Promise<void> {
  // A zlib stream: pdf.js checks the two header bytes and inflates what follows (no checksum needed), keeping
  // what decoded before any damage; a sync flush at the end does the same with a cut-off stream.
  if (data.length < 2 || (data[0]! & 0x0f) !== 8) return Promise.resolve();
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    inflater.on('data', (chunk: Buffer) => {
      try {
        sink.push(chunk);
      } catch {
        inflater.destroy();
      }
    });
    inflater.once('end', resolve).once('error', () => resolve()).once('close', resolve);
    inflater.end(data.subarray(2));
  });
}

/** LZW as PDF uses it (early change on), yielding in 64 KB chunks. */
function lzw(data: Uint8Array, sink: CappedSink): void {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  const out = new Uint8Array(64 * 1024);
  let used = 0;
  const scratch = new Uint8Array(4096);
  const emit = (code: number) => {
    const length = lengths[code]!;
    let c = code;
    for (let i = length - 1; i >= 0; i--) {
      scratch[i] = suffix[c]!;
      c = prefix[c]!;
    }
    for (let i = 0; i < length; i++) {
      out[used++] = scratch[i]!;
      if (used === out.length) {
        sink.push(out);
        used = 0;
      }
    }
  };
  for (const byte of data) {
    bits = (bits << 8) | byte;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) {
        sink.push(out.subarray(0, used));
        return;
      }
      if (previous < 0) {
        if (code > 255) return;
        emit(code);
        previous = code;
        continue;
      }
      if (code > next) return;
      let first: number;
      if (code < next) {
        let c = code;
        while (prefix[c]! >= 0) c = prefix[c]!;
        first = suffix[c]!;
      } else {
        let c = previous;
        while (prefix[c]! >= 0) c = prefix[c]!;
        first = suffix[c]!;
      }
      if (next < 4096) {
        prefix[next] = previous;
        suffix[next] = first;
        lengths[next] = lengths[previous]! + 1;
        next++;
      }
      emit(code);
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
    bits &= (1 << bitCount) - 1;
  }
  sink.push(out.subarray(0, used));
}

function runLength(data: Uint8Array, sink: CappedSink): void {
  const run = new Uint8Array(128);
  for (let i = 0; i < data.length; ) {
    const length = data[i++]!;
    if (length === 128) return;
    if (length < 128) {
      sink.push(data.subarray(i, i + length + 1));
      i += length + 1;
    } else {
      run.fill(data[i++] ?? 0);
      sink.push(run.subarray(0, 257 - length));
    }
  }
}

function ascii85(data: Uint8Array, sink: CappedSink): void {
  const zeros = new Uint8Array(4);
  const group: number[] = [];
  for (const byte of data) {
    if (byte === 0x7e) break; // ~> ends the data
    if (byte === 0x7a && group.length === 0) {
      sink.push(zeros);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group.push(byte - 33);
    if (group.length === 5) {
      const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
      sink.push(new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]));
      group.length = 0;
    }
  }
  if (group.length > 1) sink.push(new Uint8Array(group.length - 1));
}

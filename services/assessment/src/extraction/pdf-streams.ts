import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createInflateRaw } from 'node:zlib';

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
const EXPANDING = new Map<string, Kind>([
  ['FlateDecode', 'flate'], ['Fl', 'flate'],
  ['LZWDecode', 'lzw'], ['LZW', 'lzw'],
  ['RunLengthDecode', 'runlength'], ['RL', 'runlength'],
  ['ASCIIHexDecode', 'hex'], ['AHx', 'hex'],
  ['ASCII85Decode', 'a85'], ['A85', 'a85'],
  ['BrotliDecode', 'brotli'],
]);

type Kind = 'flate' | 'lzw' | 'runlength' | 'hex' | 'a85' | 'brotli';

/**
 * Decodes every stream of the file the way pdf.js would (its filter chain) while counting the bytes it
 * yields, and throws PdfRefused once the total passes `limit`. Nothing is kept but a stage's output when
 * another filter follows it, and that is capped by the same budget, so memory stays within `limit` however
 * the file lies. A stream that does not decode counts what it yielded before failing (pdf.js stops there
 * too); image-only filters (DCT, JPX, CCITT, JBIG2) end a chain, text extraction never decodes them.
 *
 * Streams are found as pdf.js's lexer finds them, not by a stricter pattern: every `stream` token (delimited as
 * pdf.js delimits tokens), its data starting after the first end of line that follows, whatever comes between
 * (`>> stream \n`); the dictionary before it is looked for across comments and at any distance. The data is
 * also decoded as what it looks like (a zlib header, hex, ASCII85, layered), whatever the dictionary says or
 * when it cannot be read, and the data of a stream is searched for streams too (an xref offset can point into
 * it). What a textual scan cannot see (encryption, a filter behind an indirect reference, Brotli without its
 * dictionary) is bounded inside pdf.js itself (pdfjs-decode-cap).
 */
export async function checkPdfStreams(bytes: Uint8Array, limit = PDF_MAX_DECODED_BYTES): Promise<{ streams: number; decodedBytes: number }> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let budget = limit;
  let streams = 0;
  let floor = 0;
  const keyword = /stream/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const at = match.index;
    const after = at + 6;
    // A token of its own: `endstream`, `upstream` or `streams` are other tokens to pdf.js.
    if ((at > 0 && isRegular(text.charCodeAt(at - 1))) || (after < text.length && isRegular(text.charCodeAt(after)))) continue;
    const start = dataStart(text, after);
    const dictionary = dictionaryBefore(text, at, floor);
    floor = after;
    if (start < 0) break;
    streams += 1;
    const entries = dictionary === null ? undefined : dictionaryEntries(dictionary);
    const data = bytes.subarray(start, streamEnd(text, entries?.length, start));
    let declared: Kind | undefined;
    if (entries?.filters) {
      declared = EXPANDING.get(entries.filters[0] ?? '');
      budget -= await decodeChain(entries.filters.map((name) => EXPANDING.get(name)), data, budget);
    }
    // What the data looks like, whatever the dictionary said (it may be a decoy, or not be found at all).
    if (budget >= 0 && sniff(data) !== declared) budget -= await decodeSniffed(data, budget);
    if (budget < 0) throw new PdfRefused(`its streams decode to more than ${limit} bytes`);
  }
  return { streams, decodedBytes: limit - budget };
}

/** Runs a filter chain over `data`, keeping a stage's output only for the next; the bytes yielded, at most `budget + 1`. */
async function decodeChain(kinds: (Kind | undefined)[], data: Uint8Array, budget: number): Promise<number> {
  let used = 0;
  let input: Uint8Array | null = data;
  for (let i = 0; i < kinds.length && input; i++) {
    const kind = kinds[i];
    if (!kind) break;
    const last = i === kinds.length - 1 || !kinds[i + 1];
    const step = await decode(kind, input, budget - used, last);
    used += step.count;
    input = step.output;
    if (used > budget) break;
  }
  return used;
}

// pdf.js's lexer: whitespace (NUL, TAB, LF, FF, CR, space) and delimiters end a token; everything else is regular.
const SPECIAL = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (code: number) => !SPECIAL.has(code);
const isWhitespace = (code: number) => code === 0x00 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0x20;

/** pdf.js's skipToNextLine after the keyword: past the first CR, LF or CRLF, whatever precedes it; -1 without one. */
function dataStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) return i + 1;
    if (code === 0x0d) return text.charCodeAt(i + 1) === 0x0a ? i + 2 : i + 1;
  }
  return -1;
}

/**
 * The `<< … >>` that ends before `stream` (whitespace and comments between, as the lexer skips them), looked for back
 * to the previous `stream` token (`floor`), so the whole scan stays linear; null when none is found. A string holding
 * `>>`, `<<` or `%` can mislead it: the data is then judged by what it looks like (decodeSniffed).
 */
function dictionaryBefore(text: string, at: number, floor: number): string | null {
  let end = at - 1;
  for (;;) {
    while (end >= floor && isWhitespace(text.charCodeAt(end))) end--;
    if (end < floor || text[end] === '>') break;
    // Not a dictionary's end: perhaps the end of a comment. A comment starts at the first % of its line.
    let lineStart = end;
    while (lineStart > floor && text[lineStart - 1] !== '\n' && text[lineStart - 1] !== '\r') lineStart--;
    const percent = text.indexOf('%', lineStart);
    if (percent < 0 || percent > end) return null;
    end = percent - 1;
  }
  if (end < floor + 1 || text[end] !== '>' || text[end - 1] !== '>') return null;
  let depth = 0;
  for (let i = end; i > floor; i--) {
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

type PdfValue = { name: string } | { number: number } | { array: PdfValue[] } | { dict: Map<string, PdfValue> } | { ref: true } | { other: true };

/**
 * The stream dictionary's /Filter and /Length as pdf.js reads them: names decoded (`/Fl#61teDecode`), comments,
 * strings and nested dictionaries skipped. `filters` is undefined when there is no /Filter and null when it cannot be
 * known from here (an indirect reference); `length` only when it is a direct integer.
 */
function dictionaryEntries(source: string): { filters: string[] | null | undefined; length: number | undefined } {
  let dict: Map<string, PdfValue> | undefined;
  try {
    const value = new DictionaryParser(source).value();
    if ('dict' in value) dict = value.dict;
  } catch {
    // Unreadable: judged by what the data looks like.
  }
  const filter = dict?.get('Filter');
  const length = dict?.get('Length');
  let filters: string[] | null | undefined;
  if (!filter) filters = undefined;
  else if ('name' in filter) filters = [filter.name];
  else if ('array' in filter) filters = filter.array.every((item) => 'name' in item) ? filter.array.map((item) => (item as { name: string }).name) : null;
  else filters = null;
  return { filters, length: length && 'number' in length && Number.isInteger(length.number) && length.number >= 0 ? length.number : undefined };
}

class DictionaryParser {
  private at = 0;
  private readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  value(depth = 0): PdfValue {
    if (depth > 64) throw new Error('too deep');
    this.skip();
    const s = this.source;
    const c = s[this.at];
    if (c === undefined) throw new Error('end of dictionary');
    if (s.startsWith('<<', this.at)) {
      this.at += 2;
      const dict = new Map<string, PdfValue>();
      for (;;) {
        this.skip();
        if (s.startsWith('>>', this.at)) {
          this.at += 2;
          return { dict };
        }
        const key = this.value(depth + 1);
        if (!('name' in key)) throw new Error('a key must be a name');
        dict.set(key.name, this.value(depth + 1));
      }
    }
    if (c === '[') {
      this.at++;
      const array: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (s[this.at] === ']') {
          this.at++;
          return { array };
        }
        if (this.at >= s.length) throw new Error('unterminated array');
        array.push(this.value(depth + 1));
      }
    }
    if (c === '/') {
      this.at++;
      let name = '';
      while (this.at < s.length && isRegular(s.charCodeAt(this.at))) {
        const hex = s[this.at] === '#' ? /^[0-9a-f]{2}/i.exec(s.slice(this.at + 1, this.at + 3)) : null;
        if (hex) {
          name += String.fromCharCode(parseInt(hex[0], 16));
          this.at += 3;
        } else name += s[this.at++];
      }
      return { name };
    }
    if (c === '(') {
      let level = 0;
      for (; this.at < s.length; this.at++) {
        if (s[this.at] === '\\') this.at++;
        else if (s[this.at] === '(') level++;
        else if (s[this.at] === ')' && --level === 0) break;
      }
      this.at++;
      return { other: true };
    }
    if (c === '<') {
      const close = s.indexOf('>', this.at);
      this.at = close < 0 ? s.length : close + 1;
      return { other: true };
    }
    const token = /^[^\x00\t\n\f\r ()<>[\]{}/%]+/.exec(s.slice(this.at, this.at + 64))?.[0];
    if (!token) throw new Error(`unexpected ${c}`);
    this.at += token.length;
    const number = Number(token);
    if (!Number.isFinite(number)) return { other: true };
    // `N G R` is a reference: look ahead without consuming anything else.
    const ref = /^\s+\d+\s+R(?=[\s/<>[\]()%]|$)/.exec(s.slice(this.at, this.at + 32));
    if (ref) {
      this.at += ref[0].length;
      return { ref: true };
    }
    return { number };
  }

  /** Whitespace and comments. */
  private skip(): void {
    const s = this.source;
    for (;;) {
      while (this.at < s.length && isWhitespace(s.charCodeAt(this.at))) this.at++;
      if (s[this.at] !== '%') return;
      while (this.at < s.length && s[this.at] !== '\n' && s[this.at] !== '\r') this.at++;
    }
  }
}

/**
 * Where the data ends: a direct /Length when `endstream` follows it; otherwise the end of the file (pdf.js resolves an
 * indirect /Length, which may reach past an `endstream` written inside the data; every decoder stops at its own end).
 */
function streamEnd(text: string, length: number | undefined, start: number): number {
  if (length !== undefined) {
    const end = start + length;
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  return text.length;
}

const ZLIB_HEADER = (data: Uint8Array) => data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/** The first layer the data looks like: zlib, hex digits, or ASCII85 (its alphabet only, with a zlib header inside). */
function sniff(data: Uint8Array): Kind | undefined {
  if (ZLIB_HEADER(data)) return 'flate';
  const head: number[] = [];
  for (let i = 0; i < data.length && head.length < 32; i++) if (!isWhitespace(data[i]!)) head.push(data[i]!);
  if (head.length < 4) return undefined;
  const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
  const hexEnd = head.indexOf(0x3e);
  if ((hexEnd < 0 ? head : head.slice(0, hexEnd)).every(isHex) && (hexEnd < 0 || hexEnd >= 4)) return 'hex';
  if (head.every((c) => (c >= 0x21 && c <= 0x75) || c === 0x7a)) {
    const sink = new CappedSink(8, true);
    try {
      ascii85(Uint8Array.from(head.slice(0, 10)), sink);
    } catch {
      return undefined;
    }
    if (ZLIB_HEADER(sink.bytes() ?? new Uint8Array())) return 'a85';
  }
  return undefined;
}

/** Decodes the layers the data looks like, each sniffed on the one before (hex over zlib over zlib…), at most four. */
async function decodeSniffed(data: Uint8Array, budget: number): Promise<number> {
  let used = 0;
  let input: Uint8Array | null = data;
  for (let depth = 0; depth < 4 && input && used <= budget; depth++) {
    const kind = sniff(input);
    if (!kind) break;
    const step = await decode(kind, input, budget - used, depth === 3 || 'sniff');
    used += step.count;
    input = step.output;
  }
  return used;
}

/**
 * One filter over `data`: the bytes it yields (counted, and kept only when `last` is false, or, for 'sniff', when they
 * look like another layer), at most `budget + 1` of them.
 */
async function decode(kind: Kind, data: Uint8Array, budget: number, last: boolean | 'sniff'): Promise<{ count: number; output: Uint8Array | null }> {
  const sink = new CappedSink(budget, last === 'sniff' ? (head) => sniff(head) !== undefined : !last);
  try {
    switch (kind) {
      case 'flate':
        // A zlib stream: pdf.js checks the header and inflates what follows (no checksum needed).
        if (ZLIB_HEADER(data)) await decompress(createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 }), data.subarray(2), sink);
        break;
      case 'brotli':
        await decompress(createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH, chunkSize: 256 * 1024 }), data, sink);
        break;
      case 'lzw':
        lzw(data, sink);
        break;
      case 'runlength':
        runLength(data, sink);
        break;
      case 'hex':
        asciiHex(data, sink);
        break;
      case 'a85':
        ascii85(data, sink);
        break;
    }
  } catch {
    // Over budget (the count says so), or a damaged stream: pdf.js keeps what decoded before the damage, and so does the count.
  }
  return { count: sink.count, output: last === true ? null : sink.bytes() };
}

/**
 * Counts what a decoder yields and stops it once the count passes the budget; keeps the bytes if asked, or, given a
 * test, only when the first bytes pass it (a sniffed layer is kept only when another layer shows inside it).
 */
class CappedSink {
  count = 0;
  private readonly chunks: Uint8Array[] = [];
  // No parameter properties: the worker runs this file from source under tests, where Node only strips types.
  private readonly budget: number;
  private keep: boolean | ((head: Uint8Array) => boolean);

  constructor(budget: number, keep: boolean | ((head: Uint8Array) => boolean)) {
    this.budget = budget;
    this.keep = keep;
  }

  push(chunk: Uint8Array): void {
    this.count += chunk.length;
    if (this.count > this.budget) throw new Error('over budget');
    if (this.keep === false) return;
    this.chunks.push(chunk.slice());
    if (typeof this.keep === 'function' && this.count >= 64) this.decide();
  }

  bytes(): Uint8Array | null {
    if (typeof this.keep === 'function') this.decide();
    return this.keep ? Buffer.concat(this.chunks) : null;
  }

  private decide(): void {
    if (typeof this.keep !== 'function') return;
    this.keep = this.keep(Buffer.concat(this.chunks));
    if (!this.keep) this.chunks.length = 0;
  }
}

/** zlib's own inflate or Brotli (fast, off the thread), counted chunk by chunk and stopped at the budget. */
function decompress(decoder: Transform, data: Uint8Array, sink: CappedSink): Promise<void> {
  // Keeping what decoded before any damage (pdf.js does too); a sync flush at the end does the same with a cut-off stream.
  return new Promise((resolve) => {
    decoder.on('data', (chunk: Buffer) => {
      try {
        sink.push(chunk);
      } catch {
        decoder.destroy();
      }
    });
    decoder.once('end', resolve).once('error', () => resolve()).once('close', resolve);
    decoder.end(data);
  });
}

/** ASCIIHexDecode as pdf.js reads it: hex digits up to `>`, anything else skipped. */
function asciiHex(data: Uint8Array, sink: CappedSink): void {
  const out = new Uint8Array(64 * 1024);
  let used = 0;
  let high = -1;
  for (const c of data) {
    let digit: number;
    if (c >= 0x30 && c <= 0x39) digit = c & 15;
    else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) digit = (c & 15) + 9;
    else if (c === 0x3e) break;
    else continue;
    if (high < 0) high = digit;
    else {
      out[used++] = (high << 4) | digit;
      high = -1;
      if (used === out.length) {
        sink.push(out);
        used = 0;
      }
    }
  }
  if (high >= 0) out[used++] = high << 4;
  sink.push(out.subarray(0, used));
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

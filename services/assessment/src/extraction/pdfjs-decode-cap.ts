import { registerHooks } from 'node:module';

/**
 * What pdf.js may allocate for decoded stream data while reading one document, counted cumulatively (a buffer that
 * doubles counts each size it takes). pdf.js keeps decoded streams in ArrayBuffers, memory outside the V8 heap that a
 * worker's resourceLimits do not cover (a worker with a 64 MB heap limit allocates 1.2 GB of Uint8Arrays unhindered),
 * so without this a stream the pre-scan did not see (encrypted, Brotli, a filter behind an indirect reference, a
 * dictionary hidden from a textual scan) could grow the worker without bound. A text-based CV allocates a few MB.
 */
export const PDFJS_MAX_DECODE_BYTES = 128 * 1024 * 1024;

const KEY = 'ecp.pdfjs.decodeCap';

export interface PdfDecodeCap {
  limit: number;
  allocated: number;
  exceeded: boolean;
  /** Set by the patched pdf.js bundle when it is evaluated: the cap is in force. */
  patched: boolean;
  grow(bytes: number): void;
}

/** The cap of this thread, when installDecodeCap ran (the extraction worker); undefined elsewhere (unit tests). */
export function pdfDecodeCap(): PdfDecodeCap | undefined {
  return (globalThis as Record<symbol, PdfDecodeCap | undefined>)[Symbol.for(KEY)];
}

const CALL = `globalThis[Symbol.for(${JSON.stringify(KEY)})].grow`;

/**
 * The places in pdf.js's bundle where decoded bytes are allocated, each rewritten to report the allocation first:
 * DecodeStream.ensureBuffer (every synchronous decoder: Flate's fallback, LZW, RunLength, ASCIIHex, ASCII85, predictors,
 * a page's concatenated content streams), the chunks of the DecompressionStream path (Flate and Brotli) and the chunks
 * of the JavaScript Brotli decoder. Each must match exactly once: a pdf.js update that moves them fails every PDF
 * (the extraction tests) rather than silently running uncapped.
 */
const PATCHES: { name: string; pattern: RegExp; replace: (...groups: string[]) => string }[] = [
  {
    name: 'DecodeStream.ensureBuffer',
    pattern: /ensureBuffer\((\w+)\)\{let (\w+)=this\.buffer;if\(\1<=\2\.byteLength\)return \2;let (\w+)=this\.minBufferLength;for\(;\3<\1;\)\3\*=2;/g,
    replace: (all, _requested, _buffer, size) => `${all}${CALL}(${size});`,
  },
  {
    name: 'asyncGetBytesFromDecompressionStream chunks',
    pattern: /for await\(let (\w+) of (\w+)\)(\w+)\.push\(\1\),(\w+)\+=\1\.byteLength;/g,
    replace: (_all, chunk, readable, chunks, total) => `for await(let ${chunk} of ${readable}){${CALL}(${chunk}.byteLength);${chunks}.push(${chunk}),${total}+=${chunk}.byteLength}`,
  },
  {
    name: 'Brotli decode chunks',
    pattern: /let (\w+)=new Int8Array\(16384\);if\(/g,
    replace: (_all, chunk) => `let ${chunk}=(${CALL}(16384),new Int8Array(16384));if(`,
  },
];

export function patchPdfjsSource(source: string): string {
  let patched = source;
  for (const { name, pattern, replace } of PATCHES) {
    const found = source.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`pdf.js decode cap: expected one ${name}, found ${found}`);
    patched = patched.replace(pattern, (...args: string[]) => replace(...args.slice(0, -2)));
  }
  return `${patched}\n;globalThis[Symbol.for(${JSON.stringify(KEY)})].patched=true;\n`;
}

/**
 * Installs the cap in this thread (the extraction worker, before pdf.js is first imported): a module load hook rewrites
 * unpdf's pdf.js bundle as it is loaded. pdfText resets the count per document and refuses one that passed it.
 */
export function installDecodeCap(limit = PDFJS_MAX_DECODE_BYTES): PdfDecodeCap {
  const existing = pdfDecodeCap();
  if (existing) return existing;
  const cap: PdfDecodeCap = {
    limit,
    allocated: 0,
    exceeded: false,
    patched: false,
    grow(bytes: number) {
      this.allocated += bytes;
      if (this.allocated > this.limit) {
        this.exceeded = true;
        throw new RangeError(`pdf.js decoded more than ${this.limit} bytes`);
      }
    },
  };
  (globalThis as Record<symbol, PdfDecodeCap>)[Symbol.for(KEY)] = cap;
  registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (!/\/unpdf\/dist\/pdfjs\.mjs$/.test(url) || loaded.source == null) return loaded;
      const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source as Uint8Array).toString('utf8');
      return { ...loaded, source: patchPdfjsSource(source), shortCircuit: true };
    },
  });
  return cap;
}

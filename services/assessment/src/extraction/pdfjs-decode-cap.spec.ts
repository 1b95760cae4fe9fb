import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { patchPdfjsSource } from './pdfjs-decode-cap.js';

// The bundle the extraction worker loads (unpdf's serverless pdf.js), found as Node resolves it.
const bundle = () => readFileSync(join(dirname(createRequire(import.meta.url).resolve('unpdf')), 'pdfjs.mjs'), 'utf8');

describe('pdf.js decode cap', () => {
  it('finds each place the installed pdf.js allocates decoded bytes, exactly once', () => {
    const patched = patchPdfjsSource(bundle());
    const calls = patched.split('globalThis[Symbol.for("ecp.pdfjs.decodeCap")].grow(').length - 1;
    expect(calls).toBe(3);
    expect(patched).toMatch(/\.patched=true;\s*$/);
  });

  it('refuses to load a pdf.js it cannot cap rather than run it uncapped', () => {
    expect(() => patchPdfjsSource(bundle().replace(/ensureBuffer\((\w+)\)\{let /g, 'ensureBuffer2($1){let '))).toThrow(/expected one DecodeStream\.ensureBuffer, found 0/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { decodeText } from './text-decoding.js';

describe('plain-text decoding', () => {
  it('reads UTF-8, UTF-8 with a BOM, UTF-16 and Windows-1252', () => {
    expect(decodeText(new TextEncoder().encode('Ingénieur éolien'))).toBe('Ingénieur éolien');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBe('A');
    expect(decodeText(new Uint8Array([0x49, 0x6e, 0x67, 0xe9, 0x6e, 0x69, 0x65, 0x75, 0x72]))).toBe('Ingénieur');
  });
});

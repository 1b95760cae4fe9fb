import { describe, expect, it } from '@jest/globals';
import { detectDocumentType } from './document-type.js';
import { decodeText } from './text-decoding.js';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(32).fill(0x20)]);

describe('document type: magic bytes and extension together', () => {
  it.each([
    ['cv.pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d), 'pdf'],
    ['CV.DOCX', bytes(0x50, 0x4b, 0x03, 0x04), 'docx'],
    ['cv.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'doc'],
    ['cv.txt', new TextEncoder().encode('Wind turbine technician'), 'txt'],
  ])('accepts %s', (name, content, type) => {
    expect(detectDocumentType(content, name)).toBe(type);
  });

  it.each([
    ['a PNG renamed .pdf', 'cv.pdf', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a PDF renamed .docx', 'cv.docx', bytes(0x25, 0x50, 0x44, 0x46, 0x2d)],
    ['a binary renamed .txt', 'cv.txt', bytes(0x00, 0x01, 0x02)],
    ['an unsupported extension', 'cv.rtf', new TextEncoder().encode('{\\rtf1 hello}')],
    ['no extension', 'cv', bytes(0x25, 0x50, 0x44, 0x46, 0x2d)],
  ])('refuses %s', (_label, name, content) => {
    expect(detectDocumentType(content, name)).toBeNull();
  });
});

describe('plain-text decoding', () => {
  it('reads UTF-8, UTF-8 with a BOM, UTF-16 and Windows-1252', () => {
    expect(decodeText(new TextEncoder().encode('Ingénieur éolien'))).toBe('Ingénieur éolien');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBe('A');
    expect(decodeText(new Uint8Array([0x49, 0x6e, 0x67, 0xe9, 0x6e, 0x69, 0x65, 0x75, 0x72]))).toBe('Ingénieur');
  });
});

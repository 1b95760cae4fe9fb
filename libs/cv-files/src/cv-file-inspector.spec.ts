import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CvFileInspector, inspectCvBytes } from './cv-file-inspector.js';
import { CV_MAX_BYTES, CvFileRejected } from './cv-rules.js';
import { makeDocx, makeZip } from '../test/fixtures/make-fixtures.mjs';

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url));
const samplePdf = fixture('cv.pdf');
const TYPE = 'Only PDF, DOC, DOCX, and TXT files are allowed';
const SIZE = 'File size must be less than 10MB';

describe('CV upload rules', () => {
  it('accepts a valid file of each type with its content type', async () => {
    await expect(inspectCvBytes('Amina CV.PDF', samplePdf)).resolves.toEqual({ kind: 'pdf', contentType: 'application/pdf', sizeBytes: samplePdf.length });
    await expect(inspectCvBytes('cv.docx', fixture('cv.docx'))).resolves.toMatchObject({ kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await expect(inspectCvBytes('cv.doc', fixture('cv.doc'))).resolves.toMatchObject({ kind: 'doc', contentType: 'application/msword' });
    await expect(inspectCvBytes('cv.txt', fixture('cv.txt'))).resolves.toMatchObject({ kind: 'txt', contentType: 'text/plain' });
  });

  it('refuses a 0-byte file with its own message, not the file-type one', async () => {
    for (const name of ['empty.txt', 'empty.pdf', 'empty.docx']) {
      await expect(inspectCvBytes(name, new Uint8Array(0))).rejects.toMatchObject({ message: 'The file is empty. Please choose a CV that has content.', reason: 'empty file' });
    }
  });

  it('refuses other extensions before reading anything', () => {
    for (const name of ['cv.png', 'cv', 'cv.pdf.exe', 'cv.rtf']) expect(() => new CvFileInspector(name)).toThrow(TYPE);
  });

  it('refuses content that does not match the extension (magic bytes and extension together)', async () => {
    await expect(inspectCvBytes('cv.pdf', fixture('image-named.pdf'))).rejects.toMatchObject({ name: 'CvFileRejected', message: TYPE });
    await expect(inspectCvBytes('cv.docx', samplePdf)).rejects.toThrow(TYPE);
    await expect(inspectCvBytes('cv.doc', fixture('cv.docx'))).rejects.toThrow(TYPE);
    await expect(inspectCvBytes('cv.pdf', fixture('cv.txt'))).rejects.toThrow(TYPE);
    await expect(inspectCvBytes('cv.txt', fixture('image-named.pdf'))).rejects.toThrow(TYPE);
    await expect(inspectCvBytes('cv.txt', fixture('cv.doc'))).rejects.toThrow(TYPE);
  });

  it("says a password-protected .docx is one (Word's encrypted OLE2 container), and a .doc named .docx is of the wrong type", async () => {
    const encrypted = new Uint8Array(4096);
    encrypted.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    encrypted.set([...'EncryptedPackage'].flatMap((c) => [c.charCodeAt(0), 0]), 2048);
    await expect(inspectCvBytes('contract.docx', encrypted)).rejects.toMatchObject({
      message: 'This document is password-protected. Please save a copy without a password and upload that.',
      reason: 'docx: password-protected (encrypted package)',
    });
    await expect(inspectCvBytes('cv.docx', fixture('cv.doc'))).rejects.toMatchObject({ message: TYPE, reason: 'content is not docx' });
  });

  it('refuses a zip bomb named .docx from its directory alone', async () => {
    await expect(inspectCvBytes('cv.docx', fixture('zip-bomb.docx'))).rejects.toMatchObject({ message: TYPE, reason: expect.stringMatching(/inflates|ratio/) });
  });

  it('refuses a zip that is not a Word document, and a truncated one', async () => {
    const zip = makeZip([{ name: 'hello.txt', data: Buffer.from('hi') }]);
    await expect(inspectCvBytes('cv.docx', zip)).rejects.toMatchObject({ reason: 'docx: not a Word document' });
    const docx = makeDocx();
    await expect(inspectCvBytes('cv.docx', docx.subarray(0, docx.length - 30))).rejects.toThrow(TYPE);
  });

  it('stops counting at 10 MB: the byte past the limit throws, exactly 10 MB passes', () => {
    const inspector = new CvFileInspector('cv.txt');
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < 10; i += 1) inspector.push(chunk);
    expect(inspector.sizeBytes).toBe(CV_MAX_BYTES);
    expect(() => inspector.push(Buffer.from('a'))).toThrow(SIZE);
    expect(() => inspector.push(Buffer.from('a'))).toThrow(CvFileRejected);
  });

  // Notepad's "Unicode" is UTF-16 with a byte-order mark: every ASCII character carries a 0x00 byte.
  it('reads a UTF-16 text with a byte-order mark as text, judging its characters rather than its bytes', async () => {
    const text = 'Amina Okafor\r\nWind Turbine Technician\tSCADA, Python \u2013 Ingénieur \u{1F32C}';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const [bytes, chunk] of [[le, 64 * 1024], [le, 1], [le, 3], [be, 5], [be, 1]] as const) {
      await expect(inspectCvBytes('cv.txt', bytes, chunk)).resolves.toMatchObject({ kind: 'txt', sizeBytes: bytes.length });
    }
    const control = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Amina\u0001Okafor', 'utf16le')]);
    await expect(inspectCvBytes('cv.txt', control, 3)).rejects.toMatchObject({ message: TYPE, reason: 'binary characters in a UTF-16 text file' });
    await expect(inspectCvBytes('cv.txt', le.subarray(0, le.length - 1))).rejects.toMatchObject({ message: TYPE, reason: 'UTF-16 text of an odd length' });
    // Without the mark, a 0x00 byte is binary as before; a one-byte file is judged as a byte.
    await expect(inspectCvBytes('cv.txt', Buffer.from(text, 'utf16le'))).rejects.toMatchObject({ reason: 'binary bytes in a text file' });
    await expect(inspectCvBytes('cv.txt', Buffer.from('a'))).resolves.toMatchObject({ kind: 'txt' });
    await expect(inspectCvBytes('cv.txt', Buffer.from([0x00]))).rejects.toMatchObject({ reason: 'binary bytes in a text file' });
  });
});

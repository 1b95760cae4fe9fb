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
});

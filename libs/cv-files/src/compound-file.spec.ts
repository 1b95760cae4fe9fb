import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { compoundFileProblem } from './compound-file.js';
import { inspectCvBytes } from './cv-file-inspector.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url)));

/** A compound file of `sectors` 512-byte sectors after the header, sector 0 holding the sector table. */
function compoundFile(sectors: number, edit: (doc: Buffer) => void = () => {}): Uint8Array {
  const doc = Buffer.alloc(512 * (sectors + 1), 0);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(doc, 0);
  doc.writeUInt16LE(9, 30);
  doc.writeUInt16LE(6, 32);
  doc.writeInt32LE(1, 44); // one table sector
  doc.writeInt32LE(-2, 60); // no mini sector table
  doc.writeInt32LE(-2, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) doc.writeInt32LE(-1, 76 + i * 4);
  doc.writeInt32LE(0, 76); // the table is sector 0
  for (let i = 0; i < 128; i++) doc.writeInt32LE(-1, 512 + i * 4);
  doc.writeInt32LE(-3, 512); // sector 0: the table's own
  edit(doc);
  return new Uint8Array(doc);
}

describe('compound file (.doc) structure', () => {
  it('accepts a real Word 97-2003 document and a minimal well-formed file', async () => {
    expect(compoundFileProblem(fixture('cv.doc'))).toBeNull();
    expect(compoundFileProblem(compoundFile(3, (doc) => doc.writeInt32LE(-2, 512 + 4)))).toBeNull();
    await expect(inspectCvBytes('cv.doc', fixture('cv.doc'))).resolves.toMatchObject({ kind: 'doc' });
  });

  it.each([
    ['a sector size of 2^24 (an array of 457 million slots in the reader)', compoundFile(3, (doc) => doc.writeUInt16LE(24, 30)), 'sector size 2^24'],
    ['a mini sector size other than 64', compoundFile(3, (doc) => doc.writeUInt16LE(7, 32)), 'mini sector size 2^7'],
    ['109 table sectors in a file of 3', compoundFile(3, (doc) => doc.writeInt32LE(109, 44)), '109 table sectors in a file of 3'],
    ['a table sector outside the file', compoundFile(3, (doc) => doc.writeInt32LE(50, 76)), 'a table sector outside the file'],
    ['a chain 1 -> 2 -> 1 (the reader walks it for ever)', compoundFile(3, (doc) => (doc.writeInt32LE(2, 512 + 4), doc.writeInt32LE(1, 512 + 8))), 'sector table: a chain loops at sector 1'],
    ['a pointer past the table', compoundFile(3, (doc) => doc.writeInt32LE(900, 512 + 4)), 'sector table: sector 1 points past the table (900)'],
    ['a looping mini sector table', compoundFile(3, (doc) => {
      doc.writeInt32LE(1, 60); // the mini table is sector 1 (one sector)
      doc.writeInt32LE(1, 64);
      doc.writeInt32LE(-2, 512 + 4);
      for (let i = 0; i < 128; i++) doc.writeInt32LE(-1, 1024 + i * 4);
      doc.writeInt32LE(3, 1024 + 2 * 4); // mini 2 -> 3 -> 2
      doc.writeInt32LE(2, 1024 + 3 * 4);
    }), 'mini sector table: a chain loops at sector 2'],
    ['a header alone, cut short', compoundFile(1).subarray(0, 300), 'shorter than its header'],
  ])('refuses %s', async (_what, bytes, problem) => {
    expect(compoundFileProblem(bytes)).toBe(problem);
    await expect(inspectCvBytes('cv.doc', bytes)).rejects.toMatchObject({ message: 'Only PDF, DOC, DOCX, and TXT files are allowed' });
  });
});

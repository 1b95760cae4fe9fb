import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { TextExtractor } from '../extraction/text-extractor.js';
import { profileFacts } from './profile-facts.js';
import { sectionLines } from './sections.js';

/**
 * Layouts written blind (test/layouts) as Word made them: each .txt rendered as a DOCX with tables, then printed to PDF
 * and saved as an old .doc by LibreOffice (test/layouts/rendered/README.md). Read through the real extraction path, a
 * Word table's wrapped cells, a range's end wrapped onto the next line, a job's heading wrapped over two or three lines,
 * cells parted by tab stops and bullets whose glyphs a .doc drops must give the same facts as the text.
 */
const layouts = new URL('../../test/layouts/', import.meta.url);
const rendered = new URL('rendered/', layouts);
const expected = new Map((JSON.parse(readFileSync(new URL('expected.json', layouts), 'utf8')) as { file: string; currentPosition: string; yearsOfExperience: number }[]).map((e) => [e.file.replace(/\.txt$/, ''), e]));
const normalise = (s: string | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();
const files = readdirSync(rendered).filter((f) => /\.(?:pdf|docx?)$/.test(f));

describe('profile facts of layouts as Word files and the PDFs printed from them', () => {
  const extractor = new TextExtractor({ workers: 2 });
  afterAll(() => extractor.close());

  it.each(files)('%s', async (file) => {
    const e = expected.get(file.replace(/\.(?:pdf|docx?)$/, ''))!;
    const { text } = await extractor.extract(readFileSync(new URL(file, rendered)), file);
    const facts = profileFacts(sectionLines(text), new Date('2026-11-15T00:00:00Z'));
    expect(normalise(facts.currentPosition)).toBe(normalise(e.currentPosition));
    expect(Math.abs(facts.yearsOfExperience - e.yearsOfExperience)).toBeLessThanOrEqual(1);
  });
});

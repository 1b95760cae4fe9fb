import { describe, expect, it } from '@jest/globals';
import { sectionLines } from './sections.js';
import { joinBrokenWords, splitSentences } from './sentences.js';

const texts = (text: string) => joinBrokenWords(sectionLines(text)).map((l) => l.text);

describe('CV lines as sentences', () => {
  it('joins a compound a wrap broke at its hyphen, and nothing else', () => {
    expect(
      texts(`Projects
- Open-source CLI tool for automating PR workflows with 2.5K GitHub stars, demonstrating community-
driven development
- Commissioned battery energy
storage systems up to 250 MW
- Cable pull-in -
Offshore`),
    ).toEqual([
      '- Open-source CLI tool for automating PR workflows with 2.5K GitHub stars, demonstrating community-driven development',
      '- Commissioned battery energy',
      'storage systems up to 250 MW',
      '- Cable pull-in -',
      'Offshore',
    ]);
  });

  it('splits a long paragraph into its sentences', () => {
    const lines = splitSentences(
      sectionLines(`Summary
Electrical engineer who likes being on site, with seven years in commissioning and the last four on grid-scale battery energy storage systems. I lead teams of technicians and subcontractors from mechanical completion to energisation.`),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Electrical engineer who likes being on site, with seven years in commissioning and the last four on grid-scale battery energy storage systems.',
      'I lead teams of technicians and subcontractors from mechanical completion to energisation.',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { profileFacts } from './profile-facts.js';
import { sectionLines } from './sections.js';

/**
 * 24 CVs written blind (test/layouts/README.md) each in a way people write an experience section that the labelled CVs
 * do not: Indian and German conventions, a US federal resume, oldest job first, overlapping contracts, financial years,
 * arrows, a part-time post listed first, a LinkedIn export. Read before the parser learned from them: position 22/24,
 * years within one 20/24.
 */
const dir = new URL('../../test/layouts/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as { file: string; currentPosition: string; yearsOfExperience: number; why: string }[];
const normalise = (s: string | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();

describe('profile facts of CV layouts written blind', () => {
  it.each(expected.map((e) => [e.file, e] as const))('%s', (file, e) => {
    const facts = profileFacts(sectionLines(readFileSync(new URL(file, dir), 'utf8')), new Date('2026-11-15T00:00:00Z'));
    expect(normalise(facts.currentPosition)).toBe(normalise(e.currentPosition));
    expect(facts.yearsOfExperience).toBe(e.yearsOfExperience);
  });
});

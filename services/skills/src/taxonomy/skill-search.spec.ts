import { describe, expect, it } from '@jest/globals';
import { SkillSearchIndex, type SearchEntry } from './skill-search.js';

const entry = (name: string, origin: SearchEntry['origin'] = 'esco', hot = false): SearchEntry => ({ name, conceptId: name, origin, synonyms: [], tags: [], hot });

describe('SkillSearchIndex', () => {
  it('ranks equal matches: built-in suggestions, then ESCO skills, then O*NET products (hot ones first among them)', () => {
    const index = new SkillSearchIndex([entry('SolarWinds Orion', 'onet', true), entry('solar energy'), entry('SOLAR-2', 'onet')]);
    expect(index.search('solar', new Set(), 10).map((s) => s.name)).toEqual(['solar energy', 'SolarWinds Orion', 'SOLAR-2']);
  });

  it('answers a one-letter query from its kept ranking, and from the whole one when the held skills use up what was kept', () => {
    // 600 names holding 'a': the kept ranking of 'a' holds the first 500 of them.
    const names = Array.from({ length: 600 }, (_, i) => `a${String(i).padStart(3, '0')}`);
    const index = new SkillSearchIndex(names.map((name) => entry(name)));
    expect(index.search('a', new Set(), 5).map((s) => s.name)).toEqual(names.slice(0, 5));
    // The same query again, with a few held: the kept ranking, the held ones left out.
    expect(index.search('a', new Set(['a000', 'a002']), 3).map((s) => s.name)).toEqual(['a001', 'a003', 'a004']);
    // Holding all 500 kept: the rest of the whole ranking.
    expect(index.search('a', new Set(names.slice(0, 500)), 3).map((s) => s.name)).toEqual(['a500', 'a501', 'a502']);
  });
});

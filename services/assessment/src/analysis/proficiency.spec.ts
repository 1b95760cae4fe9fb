import { describe, expect, it } from '@jest/globals';
import { inferProficiency, languageProficiency } from './proficiency.js';

describe('proficiency from the wording around a skill', () => {
  it.each([
    ['Mentored 3 junior engineers on backend best practices', 'advanced'],
    ['Trained new apprentices in cable jointing', 'intermediate'], // not beginner: the apprentices are
    ['Junior engineer on the substation team', 'beginner'],
    ['Trainee technician, assisted with inverter swaps', 'beginner'],
    ['Expert in protection relay settings', 'expert'],
    ['Maintained turbines', 'intermediate'],
  ] as const)('"%s" reads %s', (line, level) => {
    expect(inferProficiency([line], 0)).toBe(level);
  });
});

describe("a language's proficiency from its own list item", () => {
  it.each([
    ['Hindi (native), English (fluent), German (A2)', 'Hindi', 'expert'],
    ['Hindi (native), English (fluent), German (A2)', 'English', 'advanced'],
    ['Hindi (native), English (fluent), German (A2)', 'German', 'beginner'],
    ['Languages: Spanish – B2, Catalan – C2', 'Spanish', 'intermediate'],
    ['Dutch (good working knowledge), Norwegian', 'Dutch', 'intermediate'],
  ] as const)('"%s": %s reads %s', (line, language, level) => {
    expect(languageProficiency(line, language)).toBe(level);
  });

  it('gives no level where the item states none', () => {
    expect(languageProficiency('Dutch (good working knowledge), Norwegian', 'Norwegian')).toBeNull();
    expect(languageProficiency('Languages\nEnglish', 'French')).toBeNull();
  });
});

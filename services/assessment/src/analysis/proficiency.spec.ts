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
    ['Hindi (native)', 'expert'],
    [' English (fluent)', 'advanced'],
    [' German (A2)', 'beginner'],
    ['Languages: Spanish – B2', 'intermediate'],
    ['Dutch (good working knowledge)', 'intermediate'],
  ] as const)('"%s" reads %s', (item, level) => {
    expect(languageProficiency(item)).toBe(level);
  });

  it('gives no level where the item states none', () => {
    expect(languageProficiency(' Norwegian')).toBeNull();
  });
});

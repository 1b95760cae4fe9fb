import { describe, expect, it } from '@jest/globals';
import { inferProficiency } from './proficiency.js';

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

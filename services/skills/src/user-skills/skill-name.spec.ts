import { describe, expect, it } from '@jest/globals';
import { normalizeSkillName } from './skill-name.js';

describe('normalizeSkillName', () => {
  it('makes names that look the same one name', () => {
    expect(normalizeSkillName('Cafe\u0301 management')).toBe(normalizeSkillName('Café management'));
    expect(normalizeSkillName('Python\u200B')).toBe('Python');
    expect(normalizeSkillName('\uFEFFSCADA')).toBe('SCADA');
    expect(normalizeSkillName('  grid\t\nbalancing  ')).toBe('grid balancing');
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(normalizeSkillName('\u200B')).toBe('');
    expect(normalizeSkillName(' \u2060\u00AD ')).toBe('');
  });

  it('keeps the joiners some scripts write words with', () => {
    expect(normalizeSkillName('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });
});

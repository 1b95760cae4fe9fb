import { describe, expect, it } from 'vitest';
import { describeSkillChanges } from '@/features/assessment/components/assessment-history';

describe('history line', () => {
  it('says what changed, and never calls skills missing from a CV removed', () => {
    expect(describeSkillChanges(12, 0, false)).toBe('12 skills found');
    expect(describeSkillChanges(3, 0, true)).toBe('3 skills new since the previous assessment');
    expect(describeSkillChanges(0, 23, true)).toBe('23 skills of the previous one not found in this CV');
    expect(describeSkillChanges(1, 1, true)).toBe('1 skill new since the previous assessment, 1 skill of the previous one not found in this CV');
  });
});

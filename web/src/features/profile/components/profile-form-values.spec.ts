import { describe, expect, it } from 'vitest';
import { parseYearsOfExperience } from '@/features/profile/components/profile-form-values';

describe('years of experience', () => {
  it('is an integer, 0 when invalid, never negative', () => {
    expect(['7', '7.9', '', 'abc', '-3', '12 years'].map(parseYearsOfExperience)).toEqual([7, 7, 0, 0, 0, 12]);
  });
});

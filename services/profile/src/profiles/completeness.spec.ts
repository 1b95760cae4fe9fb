import { describe, expect, it } from '@jest/globals';
import { COMPLETENESS_WEIGHTS, profileCompleteness, type CompletenessInput } from './completeness.js';

const empty: CompletenessInput = { fullName: null, professionalHeadline: null, location: null, yearsOfExperience: null, linkedinUrl: null, cvFilePath: null };
const full: CompletenessInput = {
  fullName: 'Amina Okafor', professionalHeadline: 'Wind Turbine Technician', location: 'Lagos', yearsOfExperience: 6, linkedinUrl: 'https://www.linkedin.com/in/amina', cvFilePath: 'u/1_cv.pdf',
};

describe('profile completeness', () => {
  it('weights add up to 100', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 0 for an empty profile and 100 for a complete one', () => {
    expect(profileCompleteness(empty)).toBe(0);
    expect(profileCompleteness(full)).toBe(100);
  });

  it('adds each item by its weight', () => {
    expect(profileCompleteness({ ...empty, fullName: 'Amina Okafor' })).toBe(20);
    expect(profileCompleteness({ ...empty, fullName: 'Amina', cvFilePath: 'u/1_cv.pdf' })).toBe(50);
    expect(profileCompleteness({ ...full, linkedinUrl: null })).toBe(85);
    expect(profileCompleteness({ ...full, location: null, professionalHeadline: null })).toBe(75);
  });

  it('counts 0 years of experience as an answer, and blank text as missing', () => {
    expect(profileCompleteness({ ...empty, yearsOfExperience: 0 })).toBe(10);
    expect(profileCompleteness({ ...full, fullName: '   ' })).toBe(80);
  });
});

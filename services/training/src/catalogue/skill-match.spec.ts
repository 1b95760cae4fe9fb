import { describe, expect, it } from '@jest/globals';
import { heldSkillSet, isRecommended, skillMatchPercentage } from './skill-match.js';

describe('skill match (spec §5)', () => {
  it('is the rounded share of required skills held, case-insensitively', () => {
    const held = heldSkillSet(['Provide First Aid', 'project management']);
    expect(skillMatchPercentage(['provide first aid', 'use personal protection equipment', 'evacuate people from heights'], held)).toBe(33);
    expect(skillMatchPercentage(['provide first aid', 'Project Management', 'risk management'], held)).toBe(67);
    expect(skillMatchPercentage(['PROVIDE FIRST AID'], held)).toBe(100);
  });

  it('is 0 when the program requires no skills or the user holds none', () => {
    expect(skillMatchPercentage([], heldSkillSet(['energy']))).toBe(0);
    expect(skillMatchPercentage(['energy'], heldSkillSet([]))).toBe(0);
  });

  it('recommends a program while at least one target skill is missing', () => {
    const held = heldSkillSet(['Energy Market', 'electricity market']);
    expect(isRecommended(['energy market', 'electricity market', 'analyse energy market trends'], held)).toBe(true);
    expect(isRecommended(['energy market', 'ELECTRICITY MARKET'], held)).toBe(false);
    expect(isRecommended([], held)).toBe(false);
  });
});

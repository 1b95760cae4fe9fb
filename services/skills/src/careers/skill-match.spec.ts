import { describe, expect, it } from '@jest/globals';
import { heldRequiredSkills, skillMatchPercentage } from './skill-match.js';

describe('skillMatchPercentage', () => {
  const held = new Set(['electricity', 'scada']);

  it('is 0 when a path requires nothing', () => {
    expect(skillMatchPercentage([], held)).toBe(0);
  });

  it('counts required skills held, case-insensitively, rounded', () => {
    expect(skillMatchPercentage(['Electricity', 'SCADA', 'wind turbines'], held)).toBe(67);
    expect(skillMatchPercentage(['electricity', 'wind turbines', 'solar panels'], held)).toBe(33);
    expect(skillMatchPercentage(['ELECTRICITY', ' scada '], held)).toBe(100);
    expect(skillMatchPercentage(['wind turbines'], held)).toBe(0);
  });
});

describe('heldRequiredSkills', () => {
  it("names the required skills the user has, in the path's order and spelling (case-insensitive)", () => {
    const held = new Set(['electricity', 'scada']);
    expect(heldRequiredSkills(['Wind turbines', 'SCADA', ' Electricity '], held)).toEqual(['SCADA', ' Electricity ']);
    expect(heldRequiredSkills([], held)).toEqual([]);
  });
});

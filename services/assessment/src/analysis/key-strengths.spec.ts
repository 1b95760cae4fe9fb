import { describe, expect, it } from '@jest/globals';
import { keyStrengths } from './key-strengths.js';
import type { Proficiency } from './proficiency.js';

const skill = (name: string, proficiency: Proficiency, confidence = 0.9) => ({ name, proficiency, confidence });

describe('keyStrengths', () => {
  it('names the skills at the highest level first, the surer first among equals, five at most', () => {
    const skills = [
      skill('provide first aid', 'intermediate'),
      skill('plan oil wells', 'advanced'),
      skill('use spreadsheets software', 'intermediate'),
      skill('design drill programmes', 'advanced'),
      skill('maintain well control', 'expert'),
      skill('manage budgets', 'intermediate'),
      skill('follow safety procedures', 'beginner'),
    ];
    expect(keyStrengths(skills)).toEqual(['maintain well control', 'plan oil wells', 'design drill programmes', 'provide first aid', 'use spreadsheets software']);
  });

  it('names the skills the analysis is sure of before the doubtful ones, whatever their level', () => {
    const skills = [skill('maintain wind turbines', 'intermediate', 0.99), skill('use reservoir surveillance', 'expert', 0.42), skill('lead a team', 'advanced', 0.6)];
    expect(keyStrengths(skills)).toEqual(['lead a team', 'maintain wind turbines', 'use reservoir surveillance']);
    // An analysis that gives no confidence (an LLM's) is taken as sure.
    expect(keyStrengths([{ name: 'troubleshoot', proficiency: 'intermediate' }, { name: 'lead a team', proficiency: 'advanced' }])).toEqual(['lead a team', 'troubleshoot']);
  });

  it('puts languages last: a strength only when nothing else is left', () => {
    const skills = [skill('English', 'expert'), skill('Python (computer programming)', 'intermediate'), skill('Polish', 'expert'), skill('plan oil wells', 'advanced')];
    expect(keyStrengths(skills)).toEqual(['plan oil wells', 'Python (computer programming)', 'English', 'Polish']);
    expect(keyStrengths([skill('Spanish', 'expert')])).toEqual(['Spanish']);
    expect(keyStrengths([skill('english', 'expert'), skill('troubleshoot', 'beginner')])).toEqual(['troubleshoot', 'english']);
    expect(keyStrengths([])).toEqual([]);
  });
});

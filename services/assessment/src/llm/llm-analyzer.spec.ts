import { describe, expect, it } from '@jest/globals';
import { groundRanking, rerankPrompt, type SkillCandidate } from './llm-analyzer.js';

const candidate = (name: string, evidence: string, confidence: number, proficiency: SkillCandidate['proficiency'] = 'intermediate'): SkillCandidate => ({
  name,
  escoUri: name === 'SCADA software' ? null : `http://data.europa.eu/esco/skill/${name.replace(/\W+/g, '-')}`,
  proficiency,
  evidence,
  confidence,
});

const CANDIDATES: SkillCandidate[] = [
  candidate('SCADA software', '- Monitored turbines through SCADA', 0.94),
  candidate('maintain wind turbines', '- Maintained wind turbine gearboxes', 0.78, 'advanced'),
  candidate('coordinate the ship crew', '- Coordinated crew transfers with the harbour master', 0.015),
  candidate('pilot vessel into ports', '- Coordinated crew transfers with the harbour master', 0.012),
];

describe('groundRanking (the LLM answer as ids of the listed candidates)', () => {
  it('keeps the accepted candidates in the order given, each with its concept, CV line and the stated proficiency', () => {
    expect(groundRanking([{ id: 3, proficiency: 'advanced' }, { id: 1, proficiency: 'expert' }], CANDIDATES)).toEqual([
      { name: 'coordinate the ship crew', escoUri: 'http://data.europa.eu/esco/skill/coordinate-the-ship-crew', proficiency: 'advanced', evidence: '- Coordinated crew transfers with the harbour master' },
      { name: 'SCADA software', escoUri: null, proficiency: 'expert', evidence: '- Monitored turbines through SCADA' },
    ]);
  });

  it('numbers the candidates from 1: ids outside the list (0, past the end, negative, fractional) are dropped', () => {
    const answer = [0, 5, 99, -1, 1.5, 2].map((id) => ({ id, proficiency: 'advanced' }));
    expect(groundRanking(answer, CANDIDATES).map((s) => s.name)).toEqual(['maintain wind turbines']);
  });

  it('drops ids that are not integers (names, objects, missing) and accepts a numeric string', () => {
    const answer = [{ id: 'SCADA software', proficiency: 'expert' }, { id: { id: 1 }, proficiency: 'expert' }, { proficiency: 'expert' }, { id: null, proficiency: 'expert' }, { id: ' 4 ', proficiency: 'beginner' }];
    expect(groundRanking(answer, CANDIDATES)).toEqual([expect.objectContaining({ name: 'pilot vessel into ports', proficiency: 'beginner' })]);
  });

  it('counts a repeated id once, at its first place and with its first proficiency', () => {
    const answer = [{ id: 2, proficiency: 'expert' }, { id: 1, proficiency: 'advanced' }, { id: 2, proficiency: 'beginner' }];
    expect(groundRanking(answer, CANDIDATES).map((s) => [s.name, s.proficiency])).toEqual([['maintain wind turbines', 'expert'], ['SCADA software', 'advanced']]);
  });

  it('counts two candidates of one name once (the report keys skills by name)', () => {
    const twice = [...CANDIDATES, candidate('SCADA Software', '- SCADA alarms', 0.3)];
    expect(groundRanking([{ id: 5, proficiency: 'expert' }, { id: 1, proficiency: 'advanced' }], twice)).toEqual([
      expect.objectContaining({ name: 'SCADA Software', evidence: '- SCADA alarms' }),
    ]);
  });

  it('falls back to the built-in proficiency when the stated one is off the scale or missing', () => {
    const answer = [{ id: 2, proficiency: 'guru' }, { id: 3, proficiency: 'Advanced' }, { id: 1 }];
    expect(groundRanking(answer, CANDIDATES).map((s) => s.proficiency)).toEqual(['advanced', 'intermediate', 'intermediate']);
  });

  it('accepts nothing from an empty answer or an empty list', () => {
    expect(groundRanking([], CANDIDATES)).toEqual([]);
    expect(groundRanking([{ id: 1, proficiency: 'expert' }], [])).toEqual([]);
  });
});

describe('rerankPrompt', () => {
  it('sends the CV and the numbered candidates (id, label, CV line, confidence), one JSON object a line', () => {
    const prompt = rerankPrompt('Wind technician\n- Monitored turbines through SCADA', CANDIDATES.slice(0, 2));
    expect(prompt).toContain('Wind technician\n- Monitored turbines through SCADA');
    const listed = prompt.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as unknown);
    expect(listed).toEqual([
      { id: 1, label: 'SCADA software', line: '- Monitored turbines through SCADA', confidence: 0.94 },
      { id: 2, label: 'maintain wind turbines', line: '- Maintained wind turbine gearboxes', confidence: 0.78 },
    ]);
  });

  it('cuts a very long CV text', () => {
    expect(rerankPrompt('x'.repeat(100_000), []).length).toBeLessThan(61_000);
  });
});

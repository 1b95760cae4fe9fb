import { describe, expect, it } from '@jest/globals';
import type { CvAnalysis } from '@ecp/contracts';
import type { MarketSnapshot } from '../market/market-data.js';
import { buildAssessmentReport, skillChanges } from './assessment-report.js';

const source = { source: 'Test source', year: 2024 };
const skill = (name: string) => ({ name, escoUri: null, proficiency: 'intermediate' as const, evidence: `${name} line` });
const analysis = (names: string[]): CvAnalysis => ({ skills: names.map(skill), currentPosition: 'Technician', yearsOfExperience: 4, keyStrengths: names.slice(0, 2) });
const trending = (names: string[]) => names.map((name, i) => ({ skill: name, demand: 99 - i, escoUri: null, ...source }));
const market = (over: Partial<MarketSnapshot> = {}): MarketSnapshot => ({
  skillDemand: [], trendingSkills: [], jobMatches: [], industryTrends: [], dataSources: [{ provider: 'test', ...source }], ...over,
});

describe('assessment report (spec §5)', () => {
  it('scores market alignment as the rounded average demand of the assessed skills, unknown skills counting 0', () => {
    const report = buildAssessmentReport(analysis(['SCADA', 'hydraulics', 'knitting']), market({
      skillDemand: [{ skill: 'scada', demand: 90, ...source }, { skill: 'Hydraulics', demand: 61, ...source }],
    }));
    expect(report.marketAlignmentScore).toBe(50); // (90 + 61 + 0) / 3 = 50.33
    expect(report.skills.map((s) => [s.name, s.demand, s.demandSource])).toEqual([['SCADA', 90, 'Test source'], ['hydraulics', 61, 'Test source'], ['knitting', null, null]]);
  });

  it('is 0 with no skills', () => {
    expect(buildAssessmentReport(analysis([]), market({ trendingSkills: trending(['a']) })).marketAlignmentScore).toBe(0);
  });

  it('lists the first 8 trending skills the user lacks (case-insensitive, profile skills included) with the total; recommends the first 5 trending', () => {
    const names = Array.from({ length: 12 }, (_, i) => `skill ${i + 1}`);
    const report = buildAssessmentReport(analysis(['Skill 1']), market({ trendingSkills: trending(names) }), ['SKILL 3']);
    expect(report.skillGaps).toEqual({ totalGaps: 10, missingSkills: ['skill 2', 'skill 4', 'skill 5', 'skill 6', 'skill 7', 'skill 8', 'skill 9', 'skill 10'] });
    expect(report.recommendedSkills).toEqual(['skill 1', 'skill 2', 'skill 3', 'skill 4', 'skill 5']);
    // Every listed gap and recommendation carries its figure's source and year.
    expect(new Set(report.marketSkills.map((m) => m.skill))).toEqual(new Set([...report.skillGaps.missingSkills, ...report.recommendedSkills]));
    expect(report.marketSkills.every((m) => m.source === 'Test source' && m.year === 2024)).toBe(true);
  });

  it('explains a change by the skills added and removed', () => {
    expect(skillChanges(['SCADA', 'hydraulics'], ['scada', 'first aid'])).toEqual({ addedSkills: ['first aid'], removedSkills: ['hydraulics'] });
  });
});

import { describe, expect, it } from '@jest/globals';
import { analyzerOver } from '../../test/stage-one-analyzer.js';
import { expectedF1Cut, FEATURES, SkillRanker } from './ranker.js';
import type { TaxonomyConcept } from './taxonomy.js';

describe('keeping the candidates of best expected F1', () => {
  it('keeps the sure candidates and stops where a doubtful one would cost more precision than it brings recall', () => {
    // Expected gold 2.4: top 1 → 2·0.9/3.4 = 0.53, top 2 → 2·1.7/4.4 = 0.77, top 3 → 2·2.1/5.4 = 0.78, top 4 → 2·2.4/6.4 = 0.75.
    expect(expectedF1Cut([0.9, 0.8, 0.4, 0.3], 1)).toBe(3);
  });

  it('sets the bar at about half the F1 a CV can expect: a CV of sure skills drops a doubtful one a CV of doubts keeps', () => {
    const sure = [0.95, 0.95, 0.9, 0.9, 0.9, 0.85, 0.3, 0.3];
    const doubtful = [0.5, 0.35, 0.3, 0.3];
    const kept = (confidences: number[]) => confidences.slice(0, expectedF1Cut(confidences, 1));
    expect(kept(sure)).not.toContain(0.3);
    expect(kept(doubtful)).toContain(0.3);
  });

  it("counts in the gold stage 1 never proposes: a lower stage-1 recall expects more gold, so more are kept", () => {
    const confidences = [0.9, 0.6, 0.3, 0.25, 0.2, 0.2];
    expect(expectedF1Cut(confidences, 0.6)).toBeGreaterThan(expectedF1Cut(confidences, 1));
  });

  it('keeps nothing of nothing', () => {
    expect(expectedF1Cut([], 0.75)).toBe(0);
  });
});

describe('the analyzer keeps what its model decides', () => {
  const concept = (uri: string, label: string, altLabels: string[] = []): TaxonomyConcept => ({ uri, label, altLabels, kind: 'skill' });
  const taxonomy = [
    concept('http://data.europa.eu/esco/skill/wind', 'maintain wind turbines'),
    concept('http://data.europa.eu/esco/skill/pv', 'install photovoltaic systems'),
    concept('http://data.europa.eu/esco/skill/tidal', 'survey tidal sites', ['tidal array surveys']),
  ];
  // A preferred label matched scores 0.95, an alternative one 0.25.
  const weight: Partial<Record<(typeof FEATURES)[number], number>> = { bias: -3, preferred: 6, alternative: 1.9 };
  const model = (extra: { stage1Recall?: number }) => new SkillRanker({ version: 't', features: [...FEATURES], weights: FEATURES.map((f) => weight[f] ?? 0), threshold: 0.01, trainedOn: {}, ...extra });
  const cv = 'Experience\n- Maintained wind turbines and installed photovoltaic systems\n- Tidal array surveys';
  const names = (ranker: SkillRanker) => analyzerOver(taxonomy, ranker).analyze(cv).skills.map((s) => s.name).sort();

  it('keeps the candidates of best expected F1 when the model gives its stage-1 recall', () => {
    // Two sure skills (0.95) are better alone than with a doubtful one (0.25).
    expect(names(model({ stage1Recall: 0.75 }))).toEqual(['install photovoltaic systems', 'maintain wind turbines']);
  });

  it("never keeps a skill below the model's threshold: a text of doubts lists none of them", () => {
    const doubts = 'Experience\n- Tidal array surveys';
    const kept = (threshold: number) => analyzerOver(taxonomy, new SkillRanker({ ...model({ stage1Recall: 0.75 }).model, threshold })).analyze(doubts).skills.map((s) => s.name);
    expect(kept(0.01)).toEqual(['survey tidal sites']);
    expect(kept(0.3)).toEqual([]);
  });

  it("keeps those above the model's threshold when it gives no stage-1 recall", () => {
    expect(names(model({}))).toEqual(['install photovoltaic systems', 'maintain wind turbines', 'survey tidal sites']);
    const strict = new SkillRanker({ ...model({}).model, threshold: 0.99 });
    expect(names(strict)).toEqual([]);
  });
});

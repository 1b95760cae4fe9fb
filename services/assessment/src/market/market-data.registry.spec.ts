import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@ecp/logger';
import { DEFAULT_PROVIDER_TIMEOUT_MS, MarketDataRegistry, MarketDataTimeoutError } from './market-data.registry.js';
import type { JobMatch, MarketDataProvider, MarketQuery } from './market-data.js';

/** A logger that remembers its warnings (pino-like: object first, message second). */
function recordingLogger() {
  const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
  const logger = { warn: (obj: Record<string, unknown>, msg: string) => warnings.push({ obj, msg }) } as unknown as Logger;
  return { logger, warnings };
}

const query: MarketQuery = {
  skills: [
    { name: 'Maintain wind turbines', escoUri: null },
    { name: 'electricity', escoUri: null },
    { name: 'SCADA', escoUri: null },
  ],
};

const A = { source: 'Source A', year: 2024 };
const B = { source: 'Source B', year: 2025 };

function job(title: string, matchScore: number, estimatedSalary: number, careerPathId: string | null = title): JobMatch {
  return {
    title,
    careerPathId,
    estimatedSalary,
    salarySource: 'Salary source',
    salaryYear: 2024,
    matchScore,
    growthRate: '+5%',
    growthPercent: 5,
    growthSource: 'Growth source',
    growthPeriod: '2024–34',
    requiredSkills: [],
    missingSkills: [],
  };
}

const providerA: MarketDataProvider = {
  name: 'a',
  sources: [A],
  async skillDemand() {
    return [
      { skill: 'electricity', demand: 90, ...A },
      { skill: 'maintain wind turbines', demand: 70, ...A },
    ];
  },
  async trendingSkills() {
    return [
      { skill: 'Electricity', demand: 90, escoUri: null, ...A },
      { skill: 'mechanics', demand: 80, escoUri: 'http://data.europa.eu/esco/skill/m', ...A },
    ];
  },
  async jobMatches() {
    return [job('Wind technician', 60, 62_000), job('Electrician', 60, 65_000), job('Nuclear operator', 20, 120_000)];
  },
  async industryTrends() {
    return [{ title: 'Wind grows', detail: '+50%', ...A }];
  },
};

// No declared sources: the registry lists the sources of its figures.
const providerB: MarketDataProvider = {
  name: 'b',
  async skillDemand() {
    return [
      { skill: 'MAINTAIN WIND TURBINES', demand: 85, ...B },
      { skill: 'electricity', demand: 40, ...B },
    ];
  },
  async trendingSkills() {
    return [
      { skill: 'electricity', demand: 95, escoUri: 'http://data.europa.eu/esco/skill/e', ...B },
      { skill: 'solar', demand: 85, escoUri: null, ...B },
    ];
  },
  async jobMatches() {
    return [job('Wind technician', 75, 62_000), job('Solar installer', 10, 51_000, null)];
  },
  async industryTrends() {
    return [{ title: 'Wind grows', detail: '+50%', ...B }, { title: 'Solar grows', detail: '+42%', ...B }];
  },
};

const failing: MarketDataProvider = {
  name: 'failing',
  async skillDemand() {
    throw new Error('job board down');
  },
  trendingSkills() {
    throw new Error('thrown synchronously');
  },
};

const hanging: MarketDataProvider = {
  name: 'hanging',
  sources: [{ source: 'Never', year: 2020 }],
  skillDemand: () => new Promise(() => {}),
  jobMatches: () => new Promise(() => {}),
};

/** Answers, but only after 300 ms (the timer does not hold the process open). */
const slow: MarketDataProvider = {
  name: 'slow',
  skillDemand: () =>
    new Promise((resolve) => setTimeout(() => resolve([{ skill: 'electricity', demand: 100, source: 'Slow', year: 2026 }]), 300).unref()),
};

describe('MarketDataRegistry', () => {
  it('merges every provider: the higher demand per skill, trending de-duplicated and sorted, best job matches first', async () => {
    const { logger, warnings } = recordingLogger();
    const snapshot = await new MarketDataRegistry([providerA, providerB], logger).snapshot(query);

    // Higher demand wins and keeps its own source; names as queried come back in query order.
    expect(snapshot.skillDemand).toEqual([
      { skill: 'MAINTAIN WIND TURBINES', demand: 85, ...B },
      { skill: 'electricity', demand: 90, ...A },
    ]);
    expect(snapshot.trendingSkills).toEqual([
      { skill: 'electricity', demand: 95, escoUri: 'http://data.europa.eu/esco/skill/e', ...B },
      { skill: 'solar', demand: 85, escoUri: null, ...B },
      { skill: 'mechanics', demand: 80, escoUri: 'http://data.europa.eu/esco/skill/m', ...A },
    ]);
    // Same career path from two providers: the better match; equal scores: the higher salary first.
    expect(snapshot.jobMatches.map((m) => [m.title, m.matchScore])).toEqual([
      ['Wind technician', 75],
      ['Electrician', 60],
      ['Nuclear operator', 20],
      ['Solar installer', 10],
    ]);
    expect(snapshot.industryTrends.map((t) => `${t.title} (${t.source})`)).toEqual(['Wind grows (Source A)', 'Solar grows (Source B)']);
    expect(snapshot.dataSources).toEqual([
      { provider: 'a', ...A },
      { provider: 'b', source: 'Source B', year: 2025 },
      { provider: 'b', source: 'Salary source', year: 2024 },
      { provider: 'b', source: 'Growth source', year: 2024 },
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps an escoUri another provider knew when the higher trending figure has none', async () => {
    const p1: MarketDataProvider = { name: 'p1', trendingSkills: async () => [{ skill: 'Python', demand: 60, escoUri: 'onet:python', ...A }] };
    const p2: MarketDataProvider = { name: 'p2', trendingSkills: async () => [{ skill: 'python', demand: 70, escoUri: null, ...B }] };
    const { trendingSkills } = await new MarketDataRegistry([p1, p2], recordingLogger().logger).snapshot(query);
    expect(trendingSkills).toEqual([{ skill: 'python', demand: 70, escoUri: 'onet:python', ...B }]);
  });

  it('logs and skips a failing provider; the others still answer', async () => {
    const { logger, warnings } = recordingLogger();
    const snapshot = await new MarketDataRegistry([failing, providerA], logger).snapshot(query);

    expect(snapshot.skillDemand.map((d) => d.demand)).toEqual([70, 90]);
    expect(snapshot.trendingSkills).toHaveLength(2);
    expect(snapshot.dataSources.map((s) => s.provider)).toEqual(['a']);
    expect(warnings).toHaveLength(2);
    for (const { obj, msg } of warnings) {
      expect(obj.provider).toBe('failing');
      expect(obj.err).toBeInstanceOf(Error);
      expect(msg).toMatch(/failed; skipped/);
    }
    expect(warnings.map((w) => w.obj.call).sort()).toEqual(['skillDemand', 'trendingSkills']);
  });

  it('skips a provider that does not answer within the timeout, without waiting for it', async () => {
    const { logger, warnings } = recordingLogger();
    const started = Date.now();
    const snapshot = await new MarketDataRegistry([hanging, slow, providerB], logger, { timeoutMs: 50 }).snapshot(query);

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(snapshot.skillDemand).toEqual([
      { skill: 'MAINTAIN WIND TURBINES', demand: 85, ...B },
      { skill: 'electricity', demand: 40, ...B },
    ]);
    expect(snapshot.dataSources.map((s) => s.provider)).toEqual(['b', 'b', 'b']);
    expect(warnings.map((w) => `${w.obj.provider as string}.${w.obj.call as string}`).sort()).toEqual([
      'hanging.jobMatches',
      'hanging.skillDemand',
      'slow.skillDemand',
    ]);
    for (const { obj } of warnings) {
      expect(obj.err).toBeInstanceOf(MarketDataTimeoutError);
      expect(obj.timeoutMs).toBe(50);
    }
  });

  it('waits for a slow provider within the timeout', async () => {
    const { logger, warnings } = recordingLogger();
    const snapshot = await new MarketDataRegistry([slow], logger, { timeoutMs: 1_000 }).snapshot(query);
    expect(snapshot.skillDemand).toEqual([{ skill: 'electricity', demand: 100, source: 'Slow', year: 2026 }]);
    expect(snapshot.dataSources).toEqual([{ provider: 'slow', source: 'Slow', year: 2026 }]);
    expect(warnings).toEqual([]);
  });

  it('skips one failing call of a provider but keeps its other answers', async () => {
    const halfBroken: MarketDataProvider = {
      name: 'half',
      sources: [A],
      skillDemand: async () => [{ skill: 'electricity', demand: 77, ...A }],
      jobMatches: async () => {
        throw new Error('matching service down');
      },
    };
    const { logger, warnings } = recordingLogger();
    const snapshot = await new MarketDataRegistry([halfBroken], logger).snapshot(query);
    expect(snapshot.skillDemand).toEqual([{ skill: 'electricity', demand: 77, ...A }]);
    expect(snapshot.jobMatches).toEqual([]);
    expect(snapshot.dataSources).toEqual([{ provider: 'half', ...A }]);
    expect(warnings.map((w) => w.obj.call)).toEqual(['jobMatches']);
  });

  it('drops figures without source and year, and answers that are not arrays', async () => {
    const sloppy: MarketDataProvider = {
      name: 'sloppy',
      skillDemand: async () => [
        { skill: 'electricity', demand: 50, ...A },
        { skill: 'mechanics', demand: 50, source: '', year: 2024 },
        { skill: 'solar', demand: 50, source: 'S' } as never,
      ],
      trendingSkills: async () => ({ not: 'an array' }) as never,
      jobMatches: async () => [job('No growth source', 50, 1), { ...job('Bad', 50, 1), growthSource: '' }],
    };
    const { logger, warnings } = recordingLogger();
    const snapshot = await new MarketDataRegistry([sloppy], logger).snapshot(query);
    expect(snapshot.skillDemand.map((d) => d.skill)).toEqual(['electricity']);
    expect(snapshot.jobMatches.map((m) => m.title)).toEqual(['No growth source']);
    expect(snapshot.trendingSkills).toEqual([]);
    expect(warnings.map((w) => [w.obj.call, w.msg])).toEqual(
      expect.arrayContaining([
        ['skillDemand', 'market-data figures without source and year dropped'],
        ['jobMatches', 'market-data figures without source and year dropped'],
        ['trendingSkills', 'market-data provider failed; skipped'],
      ]),
    );
  });

  it('answers an empty snapshot without providers, and checks its timeout', async () => {
    const { logger } = recordingLogger();
    expect(await new MarketDataRegistry([], logger).snapshot(query)).toEqual({
      skillDemand: [],
      trendingSkills: [],
      jobMatches: [],
      industryTrends: [],
      dataSources: [],
    });
    expect(DEFAULT_PROVIDER_TIMEOUT_MS).toBe(2_000);
    expect(() => new MarketDataRegistry([], logger, { timeoutMs: 0 })).toThrow(RangeError);
  });
});

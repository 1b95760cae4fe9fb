import { describe, expect, it } from '@jest/globals';
import { lazyMarketData, type MarketSnapshotSource } from './lazy-market-data.js';
import type { MarketSnapshot } from './market-data.js';

const empty: MarketSnapshot = { skillDemand: [], trendingSkills: [], jobMatches: [], industryTrends: [], dataSources: [] };
const query = { skills: [{ name: 'electricity', escoUri: null }] };

describe('lazyMarketData', () => {
  it('builds its source at the first snapshot, once, and answers from it', async () => {
    let builds = 0;
    const source: MarketSnapshotSource = { snapshot: async () => empty };
    const market = lazyMarketData(async () => {
      builds += 1;
      return source;
    });
    expect(builds).toBe(0);
    const answers = await Promise.all([market.snapshot(query), market.snapshot(query)]);
    expect(answers).toEqual([empty, empty]);
    expect(builds).toBe(1);
  });

  it('tries again after a failed build', async () => {
    let builds = 0;
    const market = lazyMarketData(async () => {
      builds += 1;
      if (builds === 1) throw new Error('reference data unreadable');
      return { snapshot: async () => empty };
    });
    await expect(market.snapshot(query)).rejects.toThrow('reference data unreadable');
    await expect(market.snapshot(query)).resolves.toEqual(empty);
    expect(builds).toBe(2);
  });
});

import type { MarketQuery, MarketSnapshot } from './market-data.js';

/** What the assessment reporter asks of the market: one snapshot per assessed CV. */
export interface MarketSnapshotSource {
  snapshot(query: MarketQuery): Promise<MarketSnapshot>;
}

/**
 * A market-data source built at its first snapshot, not at start: the reference providers' demand model (the whole
 * skills taxonomy, about 45 MB of heap and a second of CPU) is needed only once a CV is assessed. Building is not
 * part of any provider call, so the registry's per-call timeout never counts it. A failed build is retried at the
 * next snapshot.
 */
export function lazyMarketData(create: () => Promise<MarketSnapshotSource>): MarketSnapshotSource {
  let source: Promise<MarketSnapshotSource> | undefined;
  return {
    async snapshot(query) {
      source ??= create().catch((error: unknown) => {
        source = undefined;
        throw error;
      });
      return (await source).snapshot(query);
    },
  };
}

export * from './market-data.js';
export { lazyMarketData, type MarketSnapshotSource } from './lazy-market-data.js';
export { MarketDataRegistry, MarketDataTimeoutError, DEFAULT_PROVIDER_TIMEOUT_MS, type MarketDataRegistryOptions } from './market-data.registry.js';
export { EnergyDemandModel, taxonomyIdOf, BLS_PROJECTIONS, ESCO, ONET, type EnergySkill } from './energy-demand.js';
export {
  createReferenceMarketProviders,
  loadEnergyDemandModel,
  EnergyOccupationDemandProvider,
  CareerPathMatchProvider,
  EnergyIndustryTrendsProvider,
  growthRate,
} from './reference-providers.js';

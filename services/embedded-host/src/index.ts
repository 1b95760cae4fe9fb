// The embedded host's parts, for its tests and benchmarks; `main.ts` runs them.
export { allServices, embeddedBus, startEmbeddedSandbox, startEmbeddedServices, type EmbeddedServices } from './embedded.js';

export * from './tracing.js';
export * from './metrics.js';
export { loadTelemetryConfig, telemetryConfigSchema, type TelemetryConfig } from './telemetry.config.js';

export * from './tokens.js';
export * from './event-outbox.js';
export * from './service-definition.js';
export * from './service-module.js';
export * from './start-service.js';
export * from './health-server.js';
export * from './run-service-process.js';
export * from './nest-logger.js';
export { isDatabaseHealthy } from './database-health.js';

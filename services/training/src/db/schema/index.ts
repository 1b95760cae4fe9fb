export * from './training.schema.js';
export * from './messaging.tables.js';

export * from './assessment.schema.js';
export * from './messaging.tables.js';

export * from './profile.schema.js';
export * from './messaging.tables.js';

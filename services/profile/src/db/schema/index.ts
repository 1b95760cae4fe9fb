export * from './profile.schema.js';
export * from './profiles.table.js';
export * from './messaging.tables.js';

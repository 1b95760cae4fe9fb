export * from './skills.schema.js';
export * from './messaging.tables.js';

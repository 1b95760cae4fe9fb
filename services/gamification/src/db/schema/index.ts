export * from './gamification.schema.js';
export * from './user-badges.table.js';
export * from './user-activities.table.js';
export * from './messaging.tables.js';

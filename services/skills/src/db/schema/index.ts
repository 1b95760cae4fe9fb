export * from './skills.schema.js';
export * from './reference-data.table.js';
export * from './taxonomy-concepts.table.js';
export * from './career-paths.table.js';
export * from './users.table.js';
export * from './user-skills.table.js';
export * from './user-career-interests.table.js';
export * from './messaging.tables.js';

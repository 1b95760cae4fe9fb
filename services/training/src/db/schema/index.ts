export * from './training.schema.js';
export * from './providers.table.js';
export * from './training-programs.table.js';
export * from './user-enrollments.table.js';
export * from './training-certificates.table.js';
export * from './held-skills.table.js';
export * from './messaging.tables.js';

export * from './assessment.schema.js';
export * from './messaging.tables.js';
export * from './cv-assessments.table.js';
export * from './assessment-history.table.js';
export * from './held-skills.table.js';

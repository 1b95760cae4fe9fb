export * from './profile.schema.js';
export * from './profiles.table.js';
export * from './messaging.tables.js';
export * from './replaced-cv-files.table.js';
export * from './cv-upload-windows.table.js';

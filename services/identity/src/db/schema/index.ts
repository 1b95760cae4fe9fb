export * from './identity.schema.js';
export * from './users.table.js';
export * from './user-roles.table.js';
export * from './role-requests.table.js';
export * from './refresh-tokens.table.js';
export * from './messaging.tables.js';

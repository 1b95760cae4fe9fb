export * from './partners.schema.js';
export * from './webhooks.table.js';
export * from './webhook-deliveries.table.js';
export * from './messaging.tables.js';

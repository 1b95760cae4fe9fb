/** Injection tokens every service module can ask for (the bus and logger tokens live with their libs, shared with the gateway). */
export { LOGGER } from '@ecp/logger';
export { MESSAGE_BUS } from '@ecp/messaging';
export const DATABASE = Symbol('DATABASE');
export const DATABASE_NOTIFICATIONS = Symbol('DATABASE_NOTIFICATIONS');
export const EVENT_OUTBOX = Symbol('EVENT_OUTBOX');

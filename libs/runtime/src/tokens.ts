/** Injection tokens every service module can ask for. */
export const DATABASE = Symbol('DATABASE');
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
export const EVENT_OUTBOX = Symbol('EVENT_OUTBOX');
export const LOGGER = Symbol('LOGGER');

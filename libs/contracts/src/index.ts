export * from './envelope.js';
export * from './events.js';
export * from './requests.js';
export * from './errors.js';
export * from './badges.js';
export * from './auth.js';
export * from './bus-access.js';
export * from './partner-events.js';

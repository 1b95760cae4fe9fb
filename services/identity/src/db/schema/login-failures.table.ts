import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/**
 * Failed sign-ins counted per key (`account:<email>` or `ip:<address>`) in a fixed window, so brute
 * force is limited per account and per IP on every replica of the service.
 */
export const loginFailures = identity.table('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

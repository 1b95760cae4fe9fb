import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/**
 * Failed sign-ins (and second-factor codes) counted per key in a fixed window, on every replica of the service (an
 * attempt counts as it begins, before its password is verified, and a right one is taken back):
 * `pair:<email>|<address>` (locks that account from that address), `account:<email>` (locks the account for
 * addresses it never signed in from) and `address:<address>` (only slows that address down). `lockouts` counts
 * the key's lockouts in a row: each lasts twice as long as the one before. `nextAttemptAt` (address keys): when
 * the next password check of a slowed-down address may start; each check takes the slot and moves it on.
 */
export const loginFailures = identity.table('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/**
 * Requests counted per key in a fixed window, on every replica of the service (RequestLimitRepository): password
 * reset requests per client address (`reset-ip:<address>`) and per email (`reset-email:<sha256 of the email>`, so an
 * address typed by anyone is not kept). A row whose window is over counts from 1 again; over rows are purged.
 */
export const requestLimits = identity.table(
  'request_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_limits_window_ends_idx').on(t.windowEndsAt)],
);

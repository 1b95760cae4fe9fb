import { primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/** Addresses an account has signed in from (password and, when on, second factor): an account-wide lock spares them. */
export const signInAddresses = identity.table('sign_in_addresses', {
  account: text('account').notNull(),
  address: text('address').notNull(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.account, t.address] })]);

import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identity } from './identity.schema.js';

/**
 * Emails to send after the request that asked for them was answered (PendingEmailWorker): a password reset for an
 * address, whether or not it has an account (the worker looks it up, so the request does the same work either way);
 * with EMAIL_CONFIRMATION on, a new account's confirmation link, or, when the address signed up already had an
 * account, a note to its owner; to an ADMIN_EMAILS address signed up as Administrator, the link that makes it admin;
 * to a signed-in person's unproven address, the link that proves it (`email_proof`, before two-factor set-up).
 * No link or token is kept: the worker makes the token when it sends. A row leaves once its mail is sent, when the
 * address has no account, or after the last failed attempt; `nextAttemptAt` is also the lease of the attempt under way.
 */
export const pendingEmails = identity.table(
  'pending_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['password_reset', 'email_confirmation', 'account_exists', 'first_admin', 'email_proof'] }).notNull(),
    email: text('email').notNull(),
    redirectTo: text('redirect_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_emails_due_idx').on(t.nextAttemptAt)],
);

import { bigint, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { identity } from './identity.schema.js';

export const users = identity.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    beneficiaryType: text('beneficiary_type'),
    /** Free-form data from sign-in providers (e.g. the professional-network headline and experience). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Null until the address is proven: the emailed confirmation or reset link, or a provider's verified email. Sign-in
     * waits for it only when EMAIL_CONFIRMATION is on; a verified professional-network sign-in takes an unproven
     * account over (its password is dropped).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** TOTP secret, AES-256-GCM encrypted; `totpEnabledAt` is set once the user proved a code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second TOTP step of the last code accepted: a code (or an earlier step) is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique regardless of case: "Ana@x.com" and "ana@x.com" are one account.
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

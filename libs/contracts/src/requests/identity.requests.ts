import { z } from 'zod';
import { beneficiaryTypeSchema } from '../events.js';
import { MAX_FULL_NAME_LENGTH } from '../auth.js';
import { personName, roleSchema, userIdSchema as userId } from './common.js';

export const authUserSchema = z.object({ id: userId, email: z.email(), fullName: z.string(), roles: z.array(roleSchema) });
export type AuthUser = z.infer<typeof authUserSchema>;

/** Where the sign-in came from: the gateway fills these from the HTTP request, for throttling and audit. */
/** `timeZone`: the browser's IANA time zone (the streak's calendar days), checked by the gateway. */
const clientInfo = { userAgent: z.string().optional(), ip: z.string().optional(), timeZone: z.string().max(64).optional() };

const session = z.object({
  user: authUserSchema,
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime(),
});
export type IdentitySession = z.infer<typeof session>;

/** The password was right but the account has two-factor sign-in: a code must follow with this token. */
const mfaChallenge = z.object({ mfaRequired: z.literal(true), mfaToken: z.string(), user: authUserSchema });

const roleRequestSchema = z.object({
  id: z.uuid(),
  userId,
  email: z.email(),
  /** The requester proved the address by a mailed link: an administrator's must be, before approval. */
  emailConfirmed: z.boolean(),
  fullName: z.string(),
  role: z.enum(['admin', 'partner']),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

const ok = z.object({ ok: z.literal(true) });
/** Where links in emails point (the site origin the SPA runs on); checked against the allowed origins. */
const redirectOrigin = z.url().optional();

export const identityRequests = {
  'identity.sign-up': {
    changes: true,
    request: z.object({
      email: z.email(),
      password: z.string(),
      fullName: personName().min(1).max(MAX_FULL_NAME_LENGTH),
      role: roleSchema,
      beneficiaryType: beneficiaryTypeSchema.nullable(),
      redirectTo: redirectOrigin,
      ...clientInfo,
    }),
    // The sign-up form's fields (spec §6): what a person can fix, said as the form says it.
    fieldMessages: {
      email: 'Please enter a valid email address',
      fullName: `Please enter your full name (at most ${MAX_FULL_NAME_LENGTH} characters)`,
      role: 'Please select your role',
      beneficiaryType: 'Please select your category',
    },
    /**
     * `confirmationRequired`: email confirmation is on, so no session until the emailed link is followed. That answer
     * is all there is, the same whether or not the address already had an account (its owner is emailed instead).
     */
    response: z.union([
      session.extend({ pendingRole: roleSchema.nullable() }),
      z.object({ confirmationRequired: z.literal(true) }),
    ]),
  },
  'identity.sign-in': {
    changes: true,
    request: z.object({ email: z.string(), password: z.string(), ...clientInfo }),
    response: z.union([session, mfaChallenge]),
  },
  /** Second sign-in step: an authenticator code (or a recovery code) for the challenge token. */
  'identity.verify-mfa': {
    changes: true,
    request: z.object({ mfaToken: z.string(), code: z.string(), ...clientInfo }),
    response: session,
  },
  /** Rotates a refresh token; a token used twice revokes its whole family. */
  'identity.refresh': {
    changes: true,
    request: z.object({ refreshToken: z.string(), ...clientInfo }),
    response: session,
  },
  /** `global` revokes every session of the user, `local` only this device's token family. */
  'identity.sign-out': {
    changes: true,
    // `sessionId`: the access token's session (its `sid`), which a `local` sign-out ends when no refresh cookie came.
    request: z.object({ refreshToken: z.string().optional(), userId: userId.optional(), sessionId: z.uuid().optional(), scope: z.enum(['global', 'local']).default('global') }),
    response: ok,
  },
  /** Whether an access token's session (its `sid`: the refresh-token family) is still live; the gateway caches the answer briefly. */
  'identity.session-active': {
    request: z.object({ userId, sessionId: z.uuid() }),
    response: z.object({ active: z.boolean() }),
  },
  'identity.has-role': {
    request: z.object({ userId, role: roleSchema }),
    response: z.object({ hasRole: z.boolean() }),
  },
  'identity.get-user': {
    request: z.object({ userId }),
    response: authUserSchema.extend({
      pendingRole: roleSchema.nullable().default(null),
      mfaEnabled: z.boolean().default(false),
      /** The address was proven by a mailed link (confirmation, reset, or a provider that verified it). */
      emailConfirmed: z.boolean().default(false),
      metadata: z.record(z.string(), z.unknown()).default({}),
    }),
  },
  /** Admin only (checked by the identity service against its own roles, not the token). */
  'identity.list-role-requests': {
    request: z.object({ adminId: userId, status: z.enum(['pending', 'approved', 'rejected']).optional() }),
    response: z.object({ requests: z.array(roleRequestSchema) }),
  },
  'identity.decide-role-request': {
    changes: true,
    request: z.object({ adminId: userId, requestId: z.uuid(), decision: z.enum(['approve', 'reject']) }),
    response: roleRequestSchema,
  },
  /** Admin only: lifts every sign-in lock and failure count of the account with this email, from every address. */
  'identity.clear-sign-in-locks': {
    changes: true,
    request: z.object({ adminId: userId, email: z.string().trim().min(1) }),
    response: z.object({ cleared: z.number().int().min(0) }),
  },
  /**
   * Admin only, from a session signed in within RECENT_SIGN_IN_MINUTES: turns off the two-factor sign-in of the account
   * with this email (its secret, recovery codes and pending code prompts go), for a person who lost both their
   * authenticator and their codes, or whose address someone signed up and locked before they proved it. `removed`:
   * whether the account had one.
   */
  'identity.remove-second-factor': {
    changes: true,
    request: z.object({ adminId: userId, email: z.string().trim().min(1).max(320), sessionId: z.uuid().optional() }),
    response: z.object({ removed: z.boolean() }),
  },
  /** Always answers ok, whether or not the email has an account (no account enumeration). */
  'identity.request-password-reset': {
    changes: true,
    request: z.object({ email: z.string(), redirectTo: redirectOrigin, ...clientInfo }),
    response: ok,
  },
  /**
   * With the emailed token (signed out) or as the signed-in user; revokes every other session. The signed-in user
   * gives `currentPassword` (checked like a sign-in and counted by its throttle; refused as FORBIDDEN); an account
   * without a password (professional-network sign-up) sets its first one only from a session (`sessionId`, the access
   * token's `sid`) signed in within RECENT_SIGN_IN_MINUTES (else FORBIDDEN RECENT_SIGN_IN_REQUIRED).
   */
  'identity.update-password': {
    changes: true,
    request: z.object({
      resetToken: z.string().optional(),
      userId: userId.optional(),
      password: z.string(),
      currentPassword: z.string().max(1024).optional(),
      sessionId: z.uuid().optional(),
      /** The signed-in caller's session proved a second factor: the new session keeps that mark. */
      mfa: z.boolean().default(false),
      ...clientInfo,
    }),
    /** With two-factor sign-in on, a reset link alone does not sign in: a code must follow. */
    response: z.union([session, mfaChallenge]),
  },
  /** Confirms the address only: whoever opens the link is not signed in (the link may be someone else's). */
  'identity.confirm-email': {
    changes: true,
    request: z.object({ token: z.string().max(100), ...clientInfo }),
    invalidMessage: 'This confirmation link is invalid or has expired',
    response: ok,
  },
  /**
   * Mails the signed-in user's own unproven address a link that proves it by choosing the password (a reset link), as
   * two-factor set-up needs. Limited per client address with the password resets, and per person on its own (not the
   * address's reset quota, which anyone may use up): beyond it RATE_LIMITED. Nothing is sent for a proven address.
   */
  'identity.request-email-proof': {
    changes: true,
    request: z.object({ userId, redirectTo: redirectOrigin, ...clientInfo }),
    response: ok,
  },
  /** TOTP enrolment: a new secret (not active until confirmed with a code). */
  'identity.totp-enroll': {
    changes: true,
    request: z.object({ userId }),
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  },
  /**
   * Turns two-factor sign-in on with a code from the new secret and the current password (an account that has one):
   * a stolen access token alone must not put the thief's authenticator on the account (refused as FORBIDDEN, counted
   * by the sign-in throttle by `ip`). An account without one needs a recent sign-in instead, as for its first password.
   */
  'identity.totp-activate': {
    changes: true,
    request: z.object({ userId, code: z.string(), currentPassword: z.string().max(1024).optional(), sessionId: z.uuid().optional(), ip: z.string().optional() }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  },
  /** Needs a code or a recovery code; wrong ones count against the sign-in throttle (by `ip`). */
  'identity.totp-disable': {
    changes: true,
    request: z.object({ userId, code: z.string(), ip: z.string().optional() }),
    response: ok,
  },
  /**
   * A verified OpenID Connect sign-in: finds or creates the account linked to issuer + subject. An account with
   * two-factor sign-in on gets the same code challenge as a password sign-in (then `identity.verify-mfa`).
   */
  'identity.oidc-sign-in': {
    changes: true,
    request: z.object({
      issuer: z.url(),
      subject: z.string().min(1),
      email: z.email().optional(),
      emailVerified: z.boolean().default(false),
      fullName: z.string().optional(),
      metadata: z.record(z.string(), z.unknown()).default({}),
      ...clientInfo,
    }),
    response: z.union([session.extend({ created: z.boolean() }), mfaChallenge]),
  },
} as const;

/** Access tokens: issued by the identity service, verified by the gateway. HS256 only. */
export const ACCESS_TOKEN = {
  issuer: 'ecp-identity',
  audience: 'ecp-gateway',
  algorithm: 'HS256',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** The longest password a person may set (ASVS: at least 64 must be allowed); sign-in checks any length. */
export const MAX_PASSWORD_LENGTH = 128;
/** The longest full name: the profile service's limit, so a name given at sign-up is one the profile can keep. */
export const MAX_FULL_NAME_LENGTH = 200;
/** A wrong (or used) authenticator or recovery code, at sign-in and when turning two-factor sign-in off. */
export const INVALID_VERIFICATION_CODE = 'Invalid verification code';
/** A signed-in password change whose current password is wrong (or missing, for an account that has one). */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
/**
 * A change an account without a password makes (its first password, two-factor sign-in, deletion) when its session
 * began too long ago: the session alone proves nothing else, so it must be a fresh sign-in (RECENT_SIGN_IN_MINUTES).
 */
export const RECENT_SIGN_IN_MINUTES = 15;
export const RECENT_SIGN_IN_REQUIRED = `For your security, please sign in again: this change needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes`;

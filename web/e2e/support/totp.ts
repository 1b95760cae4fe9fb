// Authenticator-app codes for browser tests, from the identity service's own RFC 6238 implementation
// (services/identity/src/mfa/totp.ts: HMAC-SHA1, 6 digits, 30-second steps), so test and server agree.
import { base32Decode, hotp, TOTP } from '../../../services/identity/src/mfa/totp.ts';

/** The current 30-second time step. */
export const currentStep = (time = Date.now()) => Math.floor(time / 1000 / TOTP.periodSeconds);

/** The code an authenticator app shows for `secret` (base32, as the setup screen shows it) at `step`. */
export const totpCode = (secret: string, step = currentStep()) => hotp(base32Decode(secret), step);

/**
 * A code the server has not accepted yet: each code works once, so after a code of step `lastUsed`
 * the next one must be of a later step (the server allows one step of clock drift ahead).
 */
export const freshTotpCode = (secret: string, lastUsed: number) => {
  const step = Math.max(currentStep(), lastUsed + 1);
  return { step, code: totpCode(secret, step) };
};

// Authenticator-app codes for browser tests: RFC 6238 TOTP as every authenticator app computes it
// (HMAC-SHA1, 6 digits, 30-second steps), written here from the RFC so the test is an independent
// check of the server, not a copy of its code (web imports no server code).
import { createHmac } from 'node:crypto';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as the setup screen shows the secret (spaces, dashes and padding ignored). */
function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP: the code for one counter value. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, '0');
}

/** The current 30-second time step. */
export const currentStep = (time = Date.now()) => Math.floor(time / 1000 / PERIOD_SECONDS);

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

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 TOTP as every authenticator app speaks it: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', window: 1 } as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP for one counter value. */
export function hotp(secret: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return code.toString().padStart(digits, '0');
}

export function totpAt(secret: Uint8Array, time: number = Date.now(), digits: number = TOTP.digits): string {
  return hotp(secret, Math.floor(time / 1000 / TOTP.periodSeconds), digits);
}

/**
 * The time step (`floor(time / 30 s)`) whose code `code` is, checking the current step and one step
 * either side (clock drift); null when none matches or the code is malformed. Callers that accept the
 * code must also refuse a step at or before the last one they accepted, so a code works only once.
 */
export function matchTotpStep(secret: Uint8Array, code: string, time: number = Date.now()): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const step = Math.floor(time / 1000 / TOTP.periodSeconds);
  let matched: number | null = null;
  for (let delta = -TOTP.window; delta <= TOTP.window; delta += 1) {
    // Compare every candidate in constant time, without stopping early.
    if (timingSafeEqual(Buffer.from(hotp(secret, step + delta)), Buffer.from(given))) matched = step + delta;
  }
  return matched;
}

/** True when `code` matches the current step or one step either side (clock drift). */
export function verifyTotp(secret: Uint8Array, code: string, time: number = Date.now()): boolean {
  return matchTotpStep(secret, code, time) !== null;
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: TOTP.algorithm, digits: String(TOTP.digits), period: String(TOTP.periodSeconds) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * Secrets at rest: AES-256-GCM with a key derived from the service secret (HKDF-SHA256). Sealed with JWT_SECRET's key;
 * opened with it or, while a rotation settles, with JWT_SECRET_PREVIOUS's (TotpKeyRotation re-seals those at start).
 */
export class SecretBox {
  private readonly keys: Buffer[];

  constructor(masterSecret: string, previousSecret?: string) {
    this.keys = [masterSecret, ...(previousSecret ? [previousSecret] : [])].map((secret) => Buffer.from(hkdfSync('sha256', secret, 'ecp-identity', 'totp-secret-encryption', 32)));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The plain secret, with whichever key sealed it; throws when none did (or the text was altered). */
  open(sealed: string): string {
    for (const key of this.keys) {
      const plain = openWith(key, sealed);
      if (plain !== undefined) return plain;
    }
    throw new Error('sealed secret does not open with the current or previous key');
  }

  /** Sealed with the current key (nothing to re-seal). */
  isCurrent(sealed: string): boolean {
    return openWith(this.keys[0]!, sealed) !== undefined;
  }
}

function openWith(key: Buffer, sealed: string): string | undefined {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('unknown sealed secret format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

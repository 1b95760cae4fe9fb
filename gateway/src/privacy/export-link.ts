import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a data export link works: long enough to click, short enough that a leaked link is soon useless. */
export const EXPORT_LINK_TTL_SECONDS = 300;
export const EXPORT_PATH = '/api/privacy/export';

/**
 * A signed, short-lived download link for one person's data export: `<userId>.<expires ms>.<HMAC-SHA256>`, keyed by a
 * key derived from JWT_SECRET for this purpose only. It names the user it was made for, so it opens that export only.
 */
export class ExportLinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('ecp data export link v1').digest();
  }

  sign(userId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = now + EXPORT_LINK_TTL_SECONDS * 1000;
    return { token: `${userId}.${expires}.${this.mac(userId, expires)}`, expiresAt: new Date(expires) };
  }

  /** The user the token was made for, or null when it is forged, altered or expired. */
  verify(token: string, now = Date.now()): string | null {
    const match = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, userId, expiresText, mac] = match as unknown as [string, string, string, string];
    const expires = Number(expiresText);
    const expected = Buffer.from(this.mac(userId, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return expires > now ? userId : null;
  }

  private mac(userId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${userId}.${expires}`).digest('base64url');
  }
}

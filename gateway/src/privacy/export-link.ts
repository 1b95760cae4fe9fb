import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a data export link works: long enough to click, short enough that a leaked link is soon useless. */
export const EXPORT_LINK_TTL_SECONDS = 300;
export const EXPORT_PATH = '/api/privacy/export';
/** The cookie that ties a link to the browser that asked for it: httpOnly, SameSite=Strict, sent to the download path only. */
export const EXPORT_COOKIE = 'ecp_export';

/**
 * A signed, short-lived download link for one person's data export: `<userId>.<sessionId>.<expires ms>.<HMAC-SHA256>`,
 * keyed by a key derived from JWT_SECRET for this purpose only. The MAC also covers a random value the asking browser
 * holds in the `ecp_export` cookie, so the link opens that person's export, and only from that browser: a link copied
 * into a chat, a log or another person's browser opens nothing. It names the session that asked, which the download
 * checks is still live: a sign-out ends the link with the session.
 */
export class ExportLinkSigner {
  /** The signing key first; a link signed with JWT_SECRET_PREVIOUS's key is still good while a rotation settles. */
  private readonly keys: Buffer[];

  constructor(secret: string, previous?: string) {
    this.keys = [secret, ...(previous ? [previous] : [])].map((each) => createHmac('sha256', each).update('ecp data export link v2').digest());
  }

  /** A new browser value for the cookie. */
  static browserValue(): string {
    return randomBytes(32).toString('base64url');
  }

  sign(userId: string, sessionId: string, browser: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = now + EXPORT_LINK_TTL_SECONDS * 1000;
    return { token: `${userId}.${sessionId}.${expires}.${this.mac(this.keys[0]!, userId, sessionId, expires, browser)}`, expiresAt: new Date(expires) };
  }

  /**
   * The user and session the token was made for, or null when it is forged, altered, expired or presented by another
   * browser (whether the session is still live is the caller's to check).
   */
  verify(token: string, browser: string | undefined, now = Date.now()): { userId: string; sessionId: string } | null {
    const match = /^([0-9a-f-]{36})\.([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match || !browser) return null;
    const [, userId, sessionId, expiresText, mac] = match as unknown as [string, string, string, string, string];
    const expires = Number(expiresText);
    const given = Buffer.from(mac);
    const signed = this.keys.some((key) => {
      const expected = Buffer.from(this.mac(key, userId, sessionId, expires, browser));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return signed && expires > now ? { userId, sessionId } : null;
  }

  private mac(key: Buffer, userId: string, sessionId: string, expires: number, browser: string): string {
    return createHmac('sha256', key).update(`${userId}.${sessionId}.${expires}.${browser}`).digest('base64url');
  }
}

export function setExportCookie(reply: FastifyReply, browser: string, secure: boolean): void {
  const parts = [`${EXPORT_COOKIE}=${browser}`, `Path=${EXPORT_PATH}`, `Max-Age=${EXPORT_LINK_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

/** The browser value from the request's cookie header, if any (only the characters `browserValue` makes). */
export function readExportCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== EXPORT_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    if (/^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}


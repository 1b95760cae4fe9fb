import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'ecp_refresh';
/** Only GraphQL (refreshSession, signOut) ever needs the cookie; the browser sends it nowhere else. */
const COOKIE_PATH = '/graphql';

/** The refresh token never reaches page scripts: httpOnly, SameSite=Strict, scoped to the GraphQL path. */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: string, secure: boolean): void {
  reply.header('set-cookie', refreshCookie(token, expiresAt, secure));
}

export function refreshCookie(token: string, expiresAt: string, secure: boolean): string {
  const parts = [
    `${REFRESH_COOKIE}=${encodeURIComponent(token)}`,
    `Path=${COOKIE_PATH}`,
    `Expires=${new Date(expiresAt).toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  const parts = [`${REFRESH_COOKIE}=`, `Path=${COOKIE_PATH}`, 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

/** The refresh token from the request's cookie header, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== REFRESH_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(index + 1).trim());
      return value || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Who is calling, for throttling and audit (Fastify's `ip` honours the proxy setting of the app). */
/** An IANA zone name as browsers report it (`Europe/Berlin`, `America/Argentina/Buenos_Aires`, `UTC`). */
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * What the identity service records about the client: its address, user agent and (from the SPA's `X-Time-Zone`
 * header) its IANA time zone, for the streak's calendar days; a malformed zone is left out.
 */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent?: string; timeZone?: string } {
  const userAgent = request.headers['user-agent'];
  const timeZone = request.headers['x-time-zone'];
  return {
    ip: request.ip,
    ...(typeof userAgent === 'string' ? { userAgent: userAgent.slice(0, 300) } : {}),
    ...(typeof timeZone === 'string' && timeZone.length <= 64 && TIME_ZONE.test(timeZone) ? { timeZone } : {}),
  };
}

import type { FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'ecp_refresh';

/** The refresh token never reaches page scripts: httpOnly, SameSite=Strict, scoped to the GraphQL path. */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: string, secure: boolean): void {
  const parts = [
    `${REFRESH_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/graphql',
    `Expires=${new Date(expiresAt).toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

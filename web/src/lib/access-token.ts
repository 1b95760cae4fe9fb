// The access token lives only in memory; the refresh token is an httpOnly cookie the browser sends itself.
let accessToken: string | null = null;
let expiresAt: number | null = null;
const listeners = new Set<(token: string | null) => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

/** Sets (or clears, with null) the access token; `expiresAtMs` lets the session refresh it before it expires. */
export function setAccessToken(token: string | null, expiresAtMs: number | null = null): void {
  accessToken = token;
  expiresAt = token ? expiresAtMs : null;
  for (const listener of listeners) listener(token);
}

/** When the current access token expires (epoch ms), if known. */
export function getAccessTokenExpiry(): number | null {
  return expiresAt;
}

export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

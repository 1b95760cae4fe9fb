// The access token lives only in memory; the refresh token is an httpOnly cookie the browser sends itself.
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

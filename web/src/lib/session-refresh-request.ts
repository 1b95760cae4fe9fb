// The refresh request itself, apart from the session logic (features/auth/api/session.ts), so that boot.ts can send
// it on a signed-in page while the app's code is still downloading: the session's first round trip then overlaps
// the download instead of following it. Import-free: it is part of the first script a page runs.

/** Held while a refresh is on the wire, in every tab: two tabs must never present the same (rotating) cookie. */
export const SESSION_REFRESH_LOCK = 'ecp-session-refresh';

const REFRESH_MUTATION = 'mutation RefreshSession { refreshSession { accessToken accessTokenExpiresAt } }';

/** A plain request: no bearer token and no refresh-on-401 (that would wait on itself). */
export function sendRefreshRequest(): Promise<Response> {
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: REFRESH_MUTATION }),
  });
}

/** Runs `work` under the cross-tab refresh lock (directly where the browser has no Web Locks). */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(SESSION_REFRESH_LOCK, work) as Promise<T>) : work();
}

let early: Promise<Response> | null = null;

/**
 * boot.ts on a signed-in page: the refresh starts now. The lock is held until the answer's headers are in, which is
 * when the browser stores the rotated cookie.
 */
export function startEarlyRefresh(): void {
  early = withRefreshLock(sendRefreshRequest);
  // Read (or its failure handled) by the session once the app runs; never an unhandled rejection meanwhile.
  early.catch(() => undefined);
}

/** The early refresh's answer, once: the session restores from it instead of sending another. */
export function takeEarlyRefresh(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}

import { getAccessToken, getAccessTokenExpiry, setAccessToken } from '@/lib/access-token';
import { GraphQLRequestError, isUnauthenticatedError, setSessionRefresher } from '@/lib/graphql';
import { JOURNEY_STORAGE_PREFIX } from '@/lib/journey-storage';

/** The spec's session events (§4 Session). */
export type AuthEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

const FIRST_RETRY_DELAY_MS = 200;
const MAX_REFRESH_ATTEMPTS = 8;
/** Renew a minute before expiry (or at 80 % of a shorter lifetime). */
const REFRESH_MARGIN_MS = 60_000;
const CHANNEL = 'ecp-auth';

const REFRESH_MUTATION = 'mutation RefreshSession { refreshSession { accessToken accessTokenExpiresAt } }';

/** Retry back-off for a failed refresh: 200 ms, then doubling (spec §9). */
export function refreshRetryDelay(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** attempt;
}

/** When to renew a token that expires in `lifetimeMs`. */
export function refreshDelay(lifetimeMs: number): number {
  return Math.max(0, Math.min(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs * 0.8));
}

const listeners = new Set<(event: AuthEvent) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<boolean> | null = null;
let restored: Promise<boolean> | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', (message: MessageEvent<AuthEvent>) => {
  // Another tab signed out: this one follows without calling the server again.
  if (message.data === 'SIGNED_OUT') endSession();
});

export function onAuthStateChange(listener: (event: AuthEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of listeners) listener(event);
}

/** Holds a new access token and schedules its renewal. */
export function startSession(accessToken: string, expiresAt: string, event: AuthEvent = 'SIGNED_IN'): void {
  setAccessToken(accessToken, Date.parse(expiresAt));
  scheduleRefresh();
  emitAuthEvent(event);
}

/** Forgets the session in this tab (the server side is ended by signOut). */
export function endSession(): void {
  clearTimeout(timer);
  const had = getAccessToken() !== null;
  setAccessToken(null);
  if (had) emitAuthEvent('SIGNED_OUT');
}

function scheduleRefresh(): void {
  clearTimeout(timer);
  const expiry = getAccessTokenExpiry();
  if (!expiry) return;
  timer = setTimeout(() => void refreshSession(), refreshDelay(expiry - Date.now()));
}

/**
 * Renews the access token with the refresh cookie (which rotates). One refresh at a time per tab, and
 * across tabs through a Web Lock, so two tabs never present the same cookie (which would count as reuse).
 * Network failures retry with back-off; a refused cookie ends the session.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= withLock(runRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** On page load: a session from the refresh cookie, if there is one (once per load). */
export function restoreSession(): Promise<boolean> {
  if (getAccessToken()) return Promise.resolve(true);
  restored ??= refreshSession();
  return restored;
}

async function runRefresh(): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { accessToken, accessTokenExpiresAt } = await postRefresh();
      startSession(accessToken, accessTokenExpiresAt, 'TOKEN_REFRESHED');
      return true;
    } catch (error) {
      if (isUnauthenticatedError(error)) {
        endSession();
        return false;
      }
      if (attempt + 1 >= MAX_REFRESH_ATTEMPTS) return false;
      await new Promise((resolve) => setTimeout(resolve, refreshRetryDelay(attempt)));
    }
  }
}

/** A plain request: no bearer token and no refresh-on-401 (that would wait on itself). */
async function postRefresh(): Promise<{ accessToken: string; accessTokenExpiresAt: string }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: REFRESH_MUTATION }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { refreshSession: { accessToken: string | null; accessTokenExpiresAt: string | null } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  const error = body?.errors?.[0];
  if (error) throw new GraphQLRequestError(error.message, error.extensions?.code);
  const session = body?.data?.refreshSession;
  if (!response.ok || !session?.accessToken || !session.accessTokenExpiresAt) throw new GraphQLRequestError(`Refresh failed with status ${response.status}`);
  return { accessToken: session.accessToken, accessTokenExpiresAt: session.accessTokenExpiresAt };
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('ecp-session-refresh', work) as Promise<T>) : work();
}

/** Clears this browser's journey state and tells other tabs (spec: sign-out clears the journey). */
export function forgetLocalState(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(JOURNEY_STORAGE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (privacy mode); nothing to clear then.
  }
  channel?.postMessage('SIGNED_OUT' satisfies AuthEvent);
}

setSessionRefresher(refreshSession);

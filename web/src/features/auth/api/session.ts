import { getAccessToken, getAccessTokenExpiry, setAccessToken } from '@/lib/access-token';
import { GraphQLRequestError, isUnauthenticatedError, setSessionRefresher } from '@/lib/graphql';
import { JOURNEY_STORAGE_PREFIX } from '@/lib/journey-storage';
import { sendRefreshRequest, takeEarlyRefresh, withRefreshLock } from '@/lib/session-refresh-request';

/** The spec's session events (§4 Session). */
export type AuthEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

const FIRST_RETRY_DELAY_MS = 200;
const MAX_REFRESH_ATTEMPTS = 8;
/** Renew a minute before expiry (or at 80 % of a shorter lifetime). */
const REFRESH_MARGIN_MS = 60_000;
const CHANNEL = 'ecp-auth';

/** Retry back-off for a failed refresh: 200 ms, then doubling (spec §9). */
export function refreshRetryDelay(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** attempt;
}

/** Never sooner than this: a token that looks (nearly) expired on arrival must not start a refresh loop. */
const MIN_REFRESH_DELAY_MS = 10_000;

/** When to renew a token that expires in `lifetimeMs`. */
export function refreshDelay(lifetimeMs: number): number {
  return Math.max(MIN_REFRESH_DELAY_MS, Math.min(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs * 0.8));
}

/**
 * How long a token lives, by the server's clock: its own `exp - iat`, so a device clock minutes off (which the server's
 * absolute expiry would be compared with) neither renews it in a loop nor lets it lapse. The expiry time is the fallback.
 */
export function tokenLifetimeMs(accessToken: string, expiresAt: string, now = Date.now()): number {
  try {
    const claims = JSON.parse(atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && claims.exp > claims.iat) return (claims.exp - claims.iat) * 1000;
  } catch {
    // not a JWT we can read: the expiry time below
  }
  return Date.parse(expiresAt) - now;
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
  // The expiry on this device's clock: received now, living as long as the server gave it.
  setAccessToken(accessToken, Date.now() + tokenLifetimeMs(accessToken, expiresAt));
  scheduleRefresh();
  emitAuthEvent(event);
}

/** Forgets the session in this tab (the server side is ended by signOut). */
export function endSession(): void {
  clearTimeout(timer);
  // A later restore (the sign-in page on load) asks the server again instead of reusing this load's answer.
  restored = null;
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
  inFlight ??= withRefreshLock(runRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * On page load: a session from the refresh cookie, if there is one (once per load). A signed-in page's boot.ts has
 * sent that refresh already (while the app's code downloaded): its answer is used, and only a network failure
 * sends another (with the usual retries).
 */
export function restoreSession(): Promise<boolean> {
  if (getAccessToken()) return Promise.resolve(true);
  const early = takeEarlyRefresh();
  restored ??= early ? restoreFromEarlyRefresh(early) : refreshSession();
  return restored;
}

function restoreFromEarlyRefresh(early: Promise<Response>): Promise<boolean> {
  const answer: Promise<boolean | null> = early.then(readRefreshResponse).then(
    ({ accessToken, accessTokenExpiresAt }) => {
      startSession(accessToken, accessTokenExpiresAt, 'TOKEN_REFRESHED');
      return true;
    },
    (error: unknown) => {
      if (!isUnauthenticatedError(error)) return null;
      endSession();
      return false;
    },
  );
  // Other callers meanwhile (a request refused as unauthenticated) wait on this refresh rather than sending theirs.
  inFlight = answer
    .then((restored) => restored ?? withRefreshLock(runRefresh))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

async function runRefresh(): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { accessToken, accessTokenExpiresAt } = await readRefreshResponse(await sendRefreshRequest());
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

async function readRefreshResponse(response: Response): Promise<{ accessToken: string; accessTokenExpiresAt: string }> {
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

// The session's first requests, apart from the session logic (features/auth/api/session.ts), so that boot.ts can send
// them on a signed-in page while the app's code is still downloading: the refresh, then what the session gate asks
// (the user and the onboarding state). Those round trips then overlap the download instead of following it.
// Import-free: it is part of the first script a page runs.

/** Held while a refresh is on the wire, in every tab: two tabs must never present the same (rotating) cookie. */
export const SESSION_REFRESH_LOCK = 'ecp-session-refresh';

const REFRESH_MUTATION = 'mutation RefreshSession { refreshSession { accessToken accessTokenExpiresAt } }';

/**
 * The session gate's two queries in one request. Their selections must stay those of `meDocument` and
 * `onboardingStatusDocument` (features/auth/api/session-gate-query.spec.ts compares them), whose cache entries this answer fills.
 */
export const SESSION_GATE_QUERY = 'query SessionGate { me { id email fullName roles pendingRole } myProfile { id onboardingCompleted } }';

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

/** What the session gate's query answered: its `data`, or null when it failed (the gate then asks itself). */
export type SessionGateData = { me: unknown; myProfile: { id: string; onboardingCompleted: boolean } | null } | null;

let earlyRefresh: Promise<Response> | null = null;
let earlyGate: Promise<SessionGateData> | null = null;

/**
 * boot.ts on a signed-in page: the refresh starts now, and once its token is in, the gate's query. The lock is
 * held until the refresh's answer is read (the browser stores the rotated cookie with its headers).
 */
export function startEarlySession(): void {
  const refresh = withRefreshLock(async () => {
    const response = await sendRefreshRequest();
    // Read once here, handed on as a fresh Response: the session reads it as it reads its own refreshes.
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
  const gate = refresh.then(
    async (response) => {
      const token = ((await response.clone().json().catch(() => null)) as { data?: { refreshSession?: { accessToken?: string } } } | null)?.data?.refreshSession?.accessToken;
      if (!token) return null;
      const answer = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: SESSION_GATE_QUERY }),
      });
      const body = (await answer.json().catch(() => null)) as { data?: SessionGateData; errors?: unknown[] } | null;
      return answer.ok && !body?.errors?.length && body?.data ? body.data : null;
    },
    () => null,
  );
  // Read (or its failure handled) once the app runs; never an unhandled rejection meanwhile.
  refresh.catch(() => undefined);
  earlyRefresh = refresh;
  earlyGate = gate.catch(() => null);
}

/** The early refresh's answer, once: the session restores from it instead of sending another. */
export function takeEarlyRefresh(): Promise<Response> | null {
  const taken = earlyRefresh;
  earlyRefresh = null;
  return taken;
}

/** The early answer to the session gate's query, once (null: none was sent, or it failed). */
export function takeEarlySessionGate(): Promise<SessionGateData> | null {
  const taken = earlyGate;
  earlyGate = null;
  return taken;
}

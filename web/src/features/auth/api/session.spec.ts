import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/access-token';
import { getAccessTokenExpiry } from '@/lib/access-token';
import { refreshDelay, refreshRetryDelay, refreshSession, startSession, tokenLifetimeMs } from '@/features/auth/api/session';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

const ok = (token: string) => new Response(JSON.stringify({ data: { refreshSession: { accessToken: token, accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString() } } }));

describe('session refresh', () => {
  it('backs off from 200 ms, doubling', () => {
    expect([0, 1, 2, 3, 4].map(refreshRetryDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('renews before expiry: a minute early, or at 80 % of a short lifetime', () => {
    expect(refreshDelay(900_000)).toBe(720_000);
    // Never sooner than 10 s: a token that looks expired on arrival starts no refresh loop.
    expect(refreshDelay(60_000)).toBe(10_000);
    expect(refreshDelay(-5_000)).toBe(10_000);
    expect(refreshDelay(3_600_000)).toBe(2_880_000);
  });

  it('retries network failures with the back-off, then holds the new token', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(ok('token-2'));
    vi.stubGlobal('fetch', fetchMock);
    const result = refreshSession();
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getAccessToken()).toBe('token-2');
  });

  it('shares one refresh between concurrent callers', async () => {
    const fetchMock = vi.fn(async () => ok('token-3'));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the cookie is refused, without retrying', async () => {
    startSession('token-1', new Date(Date.now() + 900_000).toISOString());
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('renews on its own shortly before the token expires', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => ok('token-5'));
    vi.stubGlobal('fetch', fetchMock);
    startSession('token-4', new Date(Date.now() + 900_000).toISOString());
    await vi.advanceTimersByTimeAsync(719_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('token-5');
  });
});

describe('a device clock that is off', () => {
  const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

  it("times the token by its own lifetime (exp - iat), not the server's expiry against this clock", () => {
    const token = jwt({ sub: 'u1', iat: 1_000, exp: 1_900 });
    // The device is 20 minutes fast: the server's expiry (15 min after its now) already looks past.
    const now = Date.now();
    const serverExpiry = new Date(now - 5 * 60_000).toISOString();
    expect(tokenLifetimeMs(token, serverExpiry, now)).toBe(900_000);
    startSession(token, serverExpiry);
    expect(getAccessTokenExpiry()! - Date.now()).toBeGreaterThan(890_000);
    // Not a JWT it can read: the expiry time.
    expect(tokenLifetimeMs('opaque', new Date(now + 60_000).toISOString(), now)).toBe(60_000);
  });
});

describe('restoring the session on a signed-in page', () => {
  // restoreSession runs once per page load: each case loads the modules afresh.
  const freshModules = async () => {
    vi.resetModules();
    const early = await import('@/lib/session-refresh-request');
    const session = await import('@/features/auth/api/session');
    const token = await import('@/lib/access-token');
    return { ...early, ...session, ...token };
  };
  const gateData = { me: { id: 'u1', email: 'a@example.test', fullName: 'A', roles: ['beneficiary'], pendingRole: null }, myProfile: { id: 'p1', onboardingCompleted: true } };
  /** The server as boot.ts meets it: a refresh answer, then the gate's query (with the new token). */
  const server = (refresh: () => Promise<Response>) =>
    vi.fn(async (_url: string, init: RequestInit) => {
      if (String(init.body).includes('RefreshSession')) return refresh();
      const authorised = (init.headers as Record<string, string>).Authorization;
      return new Response(JSON.stringify(authorised ? { data: gateData } : { data: null, errors: [{ message: 'unauthenticated' }] }));
    });
  const refused = () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] }));

  it("uses the refresh boot.ts sent before the app loaded, and the gate's answer it asked with the new token", async () => {
    const fetchMock = server(async () => ok('early-token'));
    vi.stubGlobal('fetch', fetchMock);
    const { startEarlySession, restoreSession, takeEarlySessionGate, getAccessToken: token, setAccessToken: reset } = await freshModules();
    startEarlySession();
    await expect(restoreSession()).resolves.toBe(true);
    expect(token()).toBe('early-token');
    await expect(takeEarlySessionGate()).resolves.toEqual(gateData);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>).Authorization).toBe('Bearer early-token');
    expect(takeEarlySessionGate()).toBeNull();
    reset(null);
  });

  it('is signed out at once when the early refresh is refused, and asks nothing more', async () => {
    const fetchMock = server(async () => refused());
    vi.stubGlobal('fetch', fetchMock);
    const { startEarlySession, restoreSession, takeEarlySessionGate } = await freshModules();
    startEarlySession();
    await expect(restoreSession()).resolves.toBe(false);
    await expect(takeEarlySessionGate()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server again after the session ended in this load (a sign-out in another tab), not its first answer', async () => {
    let signedIn = true;
    const fetchMock = server(async () => (signedIn ? ok('first-token') : refused()));
    vi.stubGlobal('fetch', fetchMock);
    const { restoreSession, endSession, setAccessToken: reset } = await freshModules();
    await expect(restoreSession()).resolves.toBe(true);
    signedIn = false;
    endSession();
    await expect(restoreSession()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    reset(null);
  });

  it('sends the refresh again, with the back-off, when the early one met a network failure', async () => {
    let calls = 0;
    const fetchMock = server(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('network down');
      return ok('second-token');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { startEarlySession, restoreSession, takeEarlySessionGate, getAccessToken: token, setAccessToken: reset } = await freshModules();
    startEarlySession();
    await expect(restoreSession()).resolves.toBe(true);
    expect(token()).toBe('second-token');
    await expect(takeEarlySessionGate()).resolves.toBeNull();
    reset(null);
  });

  it('shares the early refresh with a request refused meanwhile', async () => {
    const fetchMock = server(async () => ok('shared-token'));
    vi.stubGlobal('fetch', fetchMock);
    const { startEarlySession, restoreSession, refreshSession: refresh, setAccessToken: reset } = await freshModules();
    startEarlySession();
    const restoring = restoreSession();
    await expect(Promise.all([restoring, refresh()])).resolves.toEqual([true, true]);
    expect(fetchMock.mock.calls.filter(([, init]) => String(init.body).includes('RefreshSession'))).toHaveLength(1);
    reset(null);
  });
});

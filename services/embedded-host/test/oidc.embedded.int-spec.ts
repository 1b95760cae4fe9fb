import 'reflect-metadata';
import { createHmac } from 'node:crypto';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import Provider from 'oidc-provider';
import { InProcessBus } from '@ecp/messaging';
import { pollUntil, useApp } from '@ecp/testing';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { startEmbeddedServices } from '../src/embedded.js';

const CLIENT_ID = 'ecp-gateway';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider-0123';
const ME = `query { me { id email fullName roles professionalNetwork { headline experience } } }`;
const MFA_PATH = '/api/auth/oidc/linkedin/verify';

/** An authenticator app's code (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) for a base32 setup key. */
function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  let bits = '';
  for (const char of secret.replace(/[\s=-]/g, '').toUpperCase()) bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** People known to the stand-in professional network (a real OpenID provider: the oidc-provider package). */
const accounts: Record<string, Record<string, unknown>> = {
  amina: { email: 'amina.okafor@network.example.test', email_verified: true, name: 'Amina Okafor', headline: 'Wind Turbine Technician', experience: ['Vestas: service technician, 2019-2025', 'Siemens Gamesa: blade inspection, 2016-2019'] },
  bilal: { email: 'bilal.haddad@network.example.test', email_verified: true, name: 'Bilal Haddad', headline: 'Substation Engineer' },
  chidi: { email: 'chidi.nwosu@network.example.test', email_verified: true, name: 'Chidi Nwosu', headline: 'Grid Planner' },
};

/**
 * Professional-network sign-in against a local OpenID Connect provider over real HTTP: authorization
 * code with PKCE, state and nonce, ID token and userinfo, then our session cookie and the landing page.
 */
describe('professional-network sign-in (OpenID Connect, embedded mode)', () => {
  let provider: InstanceType<typeof Provider> | undefined;
  let providerServer: Server;
  let issuer = '';
  const nextAccount = { id: 'amina' };

  const app = useApp(async () => {
    // The provider listens first (its address is the issuer); it is configured once the gateway's callback URL is known.
    providerServer = createServer((req: IncomingMessage, res: ServerResponse) => void handleProvider(req, res));
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
    Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, OIDC_ALLOW_HTTP: 'true' });

    const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '' };
    const bus = new InProcessBus();
    await bus.start();
    const services = await startEmbeddedServices(bus, undefined, env);
    const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
    await gateway.listen(0, '127.0.0.1');
    const url = await gateway.getUrl();

    provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [`${url}/api/auth/oidc/linkedin/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      findAccount: async (_ctx: unknown, id: string) => accounts[id] && { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'headline', 'experience'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['oidc-test-cookie-key'] },
    });

    return {
      url,
      async close() {
        await gateway.close();
        await services.close();
        await bus.close();
        await new Promise((resolve) => providerServer.close(resolve));
        for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOW_HTTP']) delete process.env[name];
      },
    };
  });

  /** The provider's login and consent, answered as the person `nextAccount.id` approving everything. */
  async function handleProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      if (nextAccount.id === 'declines') return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person declined' }, { mergeWithLastSubmission: false });
      const grant = new provider.Grant({ accountId: nextAccount.id, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { login: { accountId: nextAccount.id }, consent: { grantId } }, { mergeWithLastSubmission: false });
    }
    return provider.callback()(req, res);
  }

  /**
   * Follows the browser's redirects from the "Connect with" button, keeping each host's cookies, to the SPA page it
   * lands on (or to the gateway's code prompt, which answers a page: `page` is its HTML, `appCookies` what the browser
   * then holds for the app).
   */
  async function connectWithNetwork(): Promise<{ landing: string; cookie: string | null; page?: string; appCookies?: string }> {
    const jars = new Map<string, Map<string, string>>();
    let url = `${app.url}/api/auth/oidc/linkedin`;
    let refreshCookie: string | null = null;
    const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (let hop = 0; hop < 12; hop += 1) {
      const target = new URL(url);
      const jar = jars.get(target.host) ?? new Map<string, string>();
      jars.set(target.host, jar);
      const res = await fetch(target, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (/Max-Age=0/i.test(line)) jar.delete(name!.trim());
        else jar.set(name!.trim(), value.join('='));
        if (name === 'ecp_refresh' && value.join('=')) refreshCookie = `${name}=${value.join('=')}`;
      }
      if (res.status === 200 && target.origin === app.url && target.pathname === MFA_PATH) {
        return { landing: target.pathname, cookie: refreshCookie, page: await res.text(), appCookies: cookieHeader(jar) };
      }
      const location = res.headers.get('location');
      if (!location || res.status < 300 || res.status >= 400) throw new Error(`flow stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const next = new URL(location, target);
      if (next.origin === app.url && !next.pathname.startsWith('/api/')) return { landing: `${next.pathname}${next.search}`, cookie: refreshCookie };
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  async function sessionFrom(cookie: string) {
    const post = async (query: string, headers: Record<string, string>) =>
      (await (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })).json()) as { data: Record<string, { accessToken?: string; id?: string } & Record<string, unknown>>; errors?: unknown[] };
    const refreshed = await post('mutation { refreshSession { accessToken } }', { cookie });
    expect(refreshed.errors).toBeUndefined();
    return (await post(ME, { authorization: `Bearer ${refreshed.data.refreshSession!.accessToken}` })).data.me!;
  }

  it('tells the screens professional-network sign-in is on', async () => {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ signInOptions { linkedin } }' }) });
    expect(await res.json()).toEqual({ data: { signInOptions: { linkedin: true } } });
  });

  it('signs a new person up as a beneficiary, keeps headline and experience, and lands on /onboarding?linkedin=true', async () => {
    const first = await connectWithNetwork();
    expect(first.landing).toBe('/onboarding?linkedin=true');
    expect(first.cookie).toMatch(/^ecp_refresh=[\w-]{43}$/);
    const me = await sessionFrom(first.cookie!);
    expect(me).toMatchObject({
      email: 'amina.okafor@network.example.test',
      fullName: 'Amina Okafor',
      roles: ['beneficiary'],
      professionalNetwork: { headline: 'Wind Turbine Technician', experience: 'Vestas: service technician, 2019-2025\nSiemens Gamesa: blade inspection, 2016-2019' },
    });

    // Signing in again finds the same account.
    const again = await connectWithNetwork();
    expect((await sessionFrom(again.cookie!)).id).toBe(me.id);
  });

  it('sends a declined sign-in back to /auth with the LinkedIn failure, creating no session', async () => {
    nextAccount.id = 'declines';
    try {
      expect(await connectWithNetwork()).toEqual({ landing: '/auth?error=linkedin', cookie: null });
    } finally {
      nextAccount.id = 'amina';
    }
  });

  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data: T; errors?: { message: string }[] };
  };

  it("lets a network account set its first password from its fresh sign-in: the gateway names the token's session", async () => {
    nextAccount.id = 'chidi';
    try {
      const { cookie } = await connectWithNetwork();
      const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie! }, body: JSON.stringify({ query: 'mutation { refreshSession { accessToken } }' }) });
      const { accessToken } = ((await res.json()) as { data: { refreshSession: { accessToken: string } } }).data.refreshSession;
      const changed = await gql<{ updatePassword: { accessToken: string } }>('mutation($p: String!) { updatePassword(password: $p) { accessToken } }', { p: 'Grid-planner-secret-7' }, accessToken);
      expect(changed.errors).toBeUndefined();
      const signIn = await gql<{ signIn: { accessToken: string | null } }>('mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: { email: accounts['chidi']!['email'], password: 'Grid-planner-secret-7' } });
      expect(signIn.data.signIn.accessToken).toEqual(expect.any(String));
    } finally {
      nextAccount.id = 'amina';
    }
  });

  it("claims an unproven account for the network's verified address (its password stops working), then asks the code of its two-factor sign-in before any session", async () => {
    // The address was signed up with a password first (never proven: EMAIL_CONFIRMATION is off). Two-factor set-up waits
    // for a proven address: whoever signed it up cannot lock its owner out with an authenticator of theirs.
    const password = 'Substation-secret-42';
    const signedUp = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
      { input: { email: accounts['bilal']!['email'], password, fullName: 'Bilal Haddad', role: 'beneficiary', beneficiaryType: 'professional' } },
    );
    const { accessToken, user } = signedUp.data.signUp;
    const refused = await gql<{ enrollTotp: unknown }>('mutation { enrollTotp { secret } }', {}, accessToken);
    expect(refused.errors?.[0]?.message).toBe('Confirm your email address before turning on two-factor sign-in');

    nextAccount.id = 'bilal';
    try {
      // The network proves the address: the account is its person's; the password set before, and its session, end.
      const claimed = await connectWithNetwork();
      expect((await sessionFrom(claimed.cookie!)).id).toBe(user.id);
      const signIn = await gql<{ signIn: unknown }>('mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: { email: accounts['bilal']!['email'], password } });
      expect(signIn.errors?.[0]?.message).toBe('Invalid email or password');
      await pollUntil(async () => (await gql<{ me: unknown }>('query { me { id } }', {}, accessToken)).errors !== undefined, { description: "the pre-registered session's end" });

      // From a fresh network sign-in (the account has no password now), two-factor sign-in goes on.
      const again = await connectWithNetwork();
      const refreshed = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: again.cookie! }, body: JSON.stringify({ query: 'mutation { refreshSession { accessToken } }' }) });
      const networkToken = ((await refreshed.json()) as { data: { refreshSession: { accessToken: string } } }).data.refreshSession.accessToken;
      expect((await gql<{ me: { emailConfirmed: boolean } }>('query { me { emailConfirmed } }', {}, networkToken)).data.me.emailConfirmed).toBe(true);
      const { secret } = (await gql<{ enrollTotp: { secret: string } }>('mutation { enrollTotp { secret } }', {}, networkToken)).data.enrollTotp;
      const recoveryCodes = (await gql<{ activateTotp: string[] }>('mutation($c: String!) { activateTotp(code: $c) }', { c: totpCode(secret) }, networkToken)).data.activateTotp;
      expect(recoveryCodes).toHaveLength(10);

      const flow = await connectWithNetwork();
      // No session yet: the gateway's own code prompt, with the SPA's words.
      expect(flow).toMatchObject({ landing: MFA_PATH, cookie: null });
      expect(flow.page).toContain('Two-factor verification');
      expect(flow.page).toContain('<label for="code">Verification code</label>');
      expect(flow.page).not.toContain('<script');
      expect(flow.appCookies).toMatch(/ecp_oidc_mfa=[\w-]+/);
      const verify = (body: string, cookie?: string) => fetch(`${app.url}${MFA_PATH}`, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, body,
      });

      const wrong = await verify('code=000000', flow.appCookies);
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain('Invalid verification code');
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith('ecp_refresh='))).toBe(false);
      // Another site's form post arrives without the challenge cookie (SameSite=Lax): back to /auth, nothing signed in.
      const forged = await verify(`code=${recoveryCodes[0]}`);
      expect([forged.status, forged.headers.get('location')]).toEqual([303, '/auth?error=linkedin']);

      const right = await verify(`code=${encodeURIComponent(` ${recoveryCodes[0]} `)}`, flow.appCookies);
      expect([right.status, right.headers.get('location')]).toEqual([303, '/onboarding?linkedin=true']);
      const cookies = right.headers.getSetCookie();
      expect(cookies.some((c) => /^ecp_oidc_mfa=;.*Max-Age=0/.test(c))).toBe(true);
      const refresh = cookies.find((c) => c.startsWith('ecp_refresh='))!.split(';')[0]!;
      expect((await sessionFrom(refresh)).id).toBe(user.id);
      // The challenge is used up.
      expect((await verify(`code=${recoveryCodes[1]}`, flow.appCookies)).headers.get('location')).toBe('/auth?error=linkedin');

    } finally {
      nextAccount.id = 'amina';
    }
  });

  it('answers the code prompt without an open challenge with the LinkedIn failure', async () => {
    const res = await fetch(`${app.url}${MFA_PATH}`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([302, '/auth?error=linkedin']);
  });

  it('never builds the provider link on a Host the request names: without OIDC_REDIRECT_ORIGIN, only a loopback origin is one', async () => {
    // fetch may not set Host; node:http may.
    const { port } = new URL(app.url);
    const answer = await new Promise<{ status?: number; location?: string; cookies: string[] }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path: '/api/auth/oidc/linkedin', headers: { host: 'careers.evil.example' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, location: res.headers.location, cookies: res.headers['set-cookie'] ?? [] });
      }).on('error', reject);
    });
    expect([answer.status, answer.location]).toEqual([302, '/auth?error=linkedin']);
    expect(answer.cookies).toEqual([]);
  });

  it('refuses a callback without the pending-login cookie (forged or replayed redirect)', async () => {
    const res = await fetch(`${app.url}/api/auth/oidc/linkedin/callback?code=forged&state=forged`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=linkedin');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ecp_refresh='))).toBe(false);
  });
});

import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import Provider from 'oidc-provider';
import { InProcessBus } from '@ecp/messaging';
import { useApp } from '@ecp/testing';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { startEmbeddedServices } from '../src/embedded.js';

const CLIENT_ID = 'ecp-gateway';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider-0123';
const ME = `query { me { id email fullName roles professionalNetwork { headline experience } } }`;

/** People known to the stand-in professional network (a real OpenID provider: the oidc-provider package). */
const accounts: Record<string, Record<string, unknown>> = {
  amina: { email: 'amina.okafor@network.example.test', email_verified: true, name: 'Amina Okafor', headline: 'Wind Turbine Technician', experience: ['Vestas: service technician, 2019-2025', 'Siemens Gamesa: blade inspection, 2016-2019'] },
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

  /** Follows the browser's redirects from the "Connect with" button, keeping each host's cookies. */
  async function connectWithNetwork(): Promise<{ landing: string; cookie: string | null }> {
    const jars = new Map<string, Map<string, string>>();
    let url = `${app.url}/api/auth/oidc/linkedin`;
    let refreshCookie: string | null = null;
    for (let hop = 0; hop < 12; hop += 1) {
      const target = new URL(url);
      const jar = jars.get(target.host) ?? new Map<string, string>();
      jars.set(target.host, jar);
      const res = await fetch(target, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (/Max-Age=0/i.test(line)) jar.delete(name!.trim());
        else jar.set(name!.trim(), value.join('='));
        if (name === 'ecp_refresh' && value.join('=')) refreshCookie = `${name}=${value.join('=')}`;
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

  it('refuses a callback without the pending-login cookie (forged or replayed redirect)', async () => {
    const res = await fetch(`${app.url}/api/auth/oidc/linkedin/callback?code=forged&state=forged`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=linkedin');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ecp_refresh='))).toBe(false);
  });
});

import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  fullName?: string;
  /** What the network shares about the person's career, kept for skill extraction. */
  linkedin: { headline?: string; experience?: string; profileUrl?: string };
}

/** The relying party: authorization code flow with PKCE, state and nonce (openid-client). */
@Injectable()
export class OidcClient {
  private configuration?: Promise<client.Configuration>;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER && this.config.OIDC_CLIENT_ID);
  }

  /**
   * The callback the provider sends the code to: on OIDC_REDIRECT_ORIGIN, or, when it is unset, on the request's own
   * origin only if that is loopback (local development). A Host header must not choose where the code goes: with a
   * provider lax about redirect URIs, a link built for `Host: evil.example` would hand a victim's code to that host.
   */
  redirectUri(requestOrigin: string): string {
    const origin = this.config.OIDC_REDIRECT_ORIGIN ?? (isLoopback(requestOrigin) ? requestOrigin : undefined);
    if (!origin) throw new Error(`OIDC_REDIRECT_ORIGIN is unset and the request's origin ${requestOrigin} is not loopback`);
    return `${origin}/api/auth/oidc/linkedin/callback`;
  }

  async start(redirectUri: string): Promise<{ url: string; pending: PendingLogin }> {
    const configuration = await this.discover();
    const pending = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), redirectUri };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.config.OIDC_SCOPES,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  async finish(callbackUrl: URL, pending: PendingLogin): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    }, { redirect_uri: pending.redirectUri });
    const claims = tokens.claims()!;
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    const merged: Record<string, unknown> = { ...claims, ...info };
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const experience = Array.isArray(merged['experience']) ? merged['experience'].map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n') : text(merged['experience']);
    const fullName = text(merged['name']) ?? ([text(merged['given_name']), text(merged['family_name'])].filter(Boolean).join(' ') || undefined);
    return {
      issuer: configuration.serverMetadata().issuer,
      subject: claims.sub,
      ...(text(merged['email']) ? { email: text(merged['email'])! } : {}),
      emailVerified: merged['email_verified'] === true,
      ...(fullName ? { fullName } : {}),
      linkedin: {
        ...(text(merged['headline']) ? { headline: text(merged['headline'])! } : {}),
        ...(experience ? { experience } : {}),
        ...(text(merged['profile']) ? { profileUrl: text(merged['profile'])! } : {}),
      },
    };
  }

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.config.OIDC_ISSUER!), this.config.OIDC_CLIENT_ID!, this.config.OIDC_CLIENT_SECRET ? { client_secret: this.config.OIDC_CLIENT_SECRET } : {}, undefined, {
        ...(this.config.OIDC_ALLOW_HTTP ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined; // try again next time
        throw error;
      });
    return this.configuration;
  }
}

/**
 * The cookie's MAC key, derived from JWT_SECRET for this purpose only: the secret itself signs access tokens, and a key
 * kept to one use cannot make a value another use accepts.
 */
const pendingKey = (secret: string): Buffer => createHmac('sha256', secret).update('ecp oidc pending login v1').digest();

/** The pending login travels in a short-lived cookie, HMAC-signed so it cannot be forged or altered. */
export function sealPending(pending: PendingLogin, secret: string): string {
  const body = Buffer.from(JSON.stringify({ ...pending, exp: Date.now() + 10 * 60_000 })).toString('base64url');
  return `${body}.${createHmac('sha256', pendingKey(secret)).update(body).digest('base64url')}`;
}

/** The pending login the cookie holds, unexpired, signed with JWT_SECRET or, while a rotation settles, JWT_SECRET_PREVIOUS. */
export function openPending(value: string | undefined, secret: string, previous?: string): PendingLogin | null {
  if (!value) return null;
  const [body, mac] = value.split('.');
  if (!body || !mac) return null;
  const given = Buffer.from(mac, 'base64url');
  const signedWith = (key: string) => {
    const expected = createHmac('sha256', pendingKey(key)).update(body).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!signedWith(secret) && !(previous && signedWith(previous))) return null;
  const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingLogin & { exp: number };
  return parsed.exp > Date.now() ? parsed : null;
}

const isLoopback = (origin: string): boolean => {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
};

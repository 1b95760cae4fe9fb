import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SignJWT } from 'jose';
import { secretKeyId } from '@ecp/config';
import { ACCESS_TOKEN } from '@ecp/contracts';
import { ExportLinkSigner } from '../privacy/export-link.js';
import { secretKeyProvider } from './jwt.strategy.js';
import { openPending, sealPending } from './oidc.client.js';

const CURRENT = 'the-current-gateway-secret-0123456789-abcdef';
const PREVIOUS = 'the-previous-gateway-secret-0123456789-ghijk';

const sign = (secret: string, kid?: string) =>
  new SignJWT({ roles: [] }).setProtectedHeader({ alg: 'HS256', ...(kid ? { kid } : {}) }).setSubject('u').setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience).setExpirationTime('5m').sign(new TextEncoder().encode(secret));

/** The key passport-jwt gets for a token, then the verification jsonwebtoken does with it. */
function verifies(provider: ReturnType<typeof secretKeyProvider>, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    provider({} as never, token, (error, key) => {
      if (error || !key) return resolve(false);
      jwt.verify(token, key as jwt.Secret, { algorithms: ['HS256'], issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience }, (failure) => resolve(!failure));
    });
  });
}

describe('JWT_SECRET rotation in the gateway (JWT_SECRET_PREVIOUS accepted while it settles, never used to sign)', () => {
  it("verifies a token with the key its kid names: the current one, or the previous one while it is configured", async () => {
    const rotating = secretKeyProvider(CURRENT, PREVIOUS);
    expect(await verifies(rotating, await sign(CURRENT, secretKeyId(CURRENT)))).toBe(true);
    expect(await verifies(rotating, await sign(PREVIOUS, secretKeyId(PREVIOUS)))).toBe(true);
    // Once the previous key is dropped, what it signed stops working (the SPA refreshes its session).
    expect(await verifies(secretKeyProvider(CURRENT), await sign(PREVIOUS, secretKeyId(PREVIOUS)))).toBe(false);
  });

  it('takes the current key for a token naming no key or one it does not know, and never an unknown key', async () => {
    const rotating = secretKeyProvider(CURRENT, PREVIOUS);
    expect(await verifies(rotating, await sign(CURRENT))).toBe(true);
    expect(await verifies(rotating, await sign(PREVIOUS))).toBe(false);
    expect(await verifies(rotating, await sign(PREVIOUS, secretKeyId(CURRENT)))).toBe(false);
    const stranger = 'a-key-nobody-configured-0123456789-abcdefgh';
    expect(await verifies(rotating, await sign(stranger, secretKeyId(stranger)))).toBe(false);
    expect(await verifies(rotating, 'not.a.token')).toBe(false);
  });

  it('opens a data export link or a pending professional-network sign-in signed with the previous key, until it is dropped', () => {
    const browser = ExportLinkSigner.browserValue();
    const ids = ['7d8e6a8c-3c1b-4e0e-9a57-3f1f4d5a2b10', '0b6f3a55-1c2d-4e5f-8a9b-0c1d2e3f4a5b'] as const;
    const { token } = new ExportLinkSigner(PREVIOUS).sign(ids[0], ids[1], browser);
    expect(new ExportLinkSigner(CURRENT, PREVIOUS).verify(token, browser)).toEqual({ userId: ids[0], sessionId: ids[1] });
    expect(new ExportLinkSigner(CURRENT).verify(token, browser)).toBeNull();
    const fresh = new ExportLinkSigner(CURRENT, PREVIOUS).sign(ids[0], ids[1], browser).token;
    expect(new ExportLinkSigner(CURRENT).verify(fresh, browser)).not.toBeNull();

    const pending = { state: 's', nonce: 'n', codeVerifier: 'v', redirectUri: 'http://localhost:3000/api/auth/oidc/linkedin/callback' };
    const cookie = sealPending(pending, PREVIOUS);
    expect(openPending(cookie, CURRENT, PREVIOUS)).toMatchObject(pending);
    expect(openPending(cookie, CURRENT, undefined)).toBeNull();
    expect(openPending(cookie, CURRENT)).toBeNull();
  });

  it('keys a pending professional-network sign-in apart from the access tokens: a cookie MAC made with JWT_SECRET itself is refused', () => {
    const pending = { state: 's', nonce: 'n', codeVerifier: 'v', redirectUri: 'http://localhost:3000/api/auth/oidc/linkedin/callback' };
    const body = Buffer.from(JSON.stringify({ ...pending, exp: Date.now() + 60_000 })).toString('base64url');
    expect(openPending(`${body}.${createHmac('sha256', CURRENT).update(body).digest('base64url')}`, CURRENT)).toBeNull();
    expect(openPending(sealPending(pending, CURRENT), CURRENT)).toMatchObject(pending);
  });
});

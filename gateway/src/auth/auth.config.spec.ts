import { describe, expect, it } from '@jest/globals';
import { loadAuthConfig } from './auth.config.js';

describe('gateway auth config (OpenID Connect)', () => {
  it('is off when OIDC_ISSUER is unset or empty (a ConfigMap or compose entry with no value)', () => {
    const unset = loadAuthConfig({});
    expect(unset).toMatchObject({ OIDC_SCOPES: 'openid profile email', OIDC_ALLOW_HTTP: false });
    expect(unset.OIDC_ISSUER).toBeUndefined();
    const empty = loadAuthConfig({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', OIDC_REDIRECT_ORIGIN: '' });
    expect([empty.OIDC_ISSUER, empty.OIDC_CLIENT_ID, empty.OIDC_CLIENT_SECRET, empty.OIDC_REDIRECT_ORIGIN]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('needs a client id with an issuer, and URLs where URLs are expected', () => {
    expect(loadAuthConfig({ OIDC_ISSUER: 'https://www.linkedin.com/oauth', OIDC_CLIENT_ID: 'client' })).toMatchObject({ OIDC_ISSUER: 'https://www.linkedin.com/oauth', OIDC_CLIENT_ID: 'client' });
    expect(() => loadAuthConfig({ OIDC_ISSUER: 'https://www.linkedin.com/oauth' })).toThrow(/OIDC_CLIENT_ID: required with OIDC_ISSUER/);
    expect(() => loadAuthConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'client' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadAuthConfig({ OIDC_REDIRECT_ORIGIN: 'careers.example.com' })).toThrow(/OIDC_REDIRECT_ORIGIN/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { startGatewayAlone, type GatewayAlone } from '../../test/gateway-alone.js';

/** The emailed confirmation link through the gateway, identity played by a responder on the bus. */
describe('GET /api/auth/confirm', () => {
  let gateway: GatewayAlone;
  let base: string;
  const confirmed: string[] = [];

  beforeAll(async () => {
    ({ base } = gateway = await startGatewayAlone({}, async (bus) => {
      await bus.handle('identity.confirm-email', async ({ token }) => {
        if (token !== 'good-token') throw new DomainError('VALIDATION_ERROR', 'This confirmation link is invalid or has expired');
        confirmed.push(token);
        return { ok: true as const };
      }, { queue: 'identity' });
    }));
  });
  afterAll(() => gateway.close());

  const token = 'a'.repeat(43);
  const graphql = (query: string, variables: Record<string, unknown>) =>
    fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

  it('opens sign-in with the token and changes nothing: a mail scanner following the link confirms no address', async () => {
    const res = await fetch(`${base}/api/auth/confirm?token=${token}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/auth?confirm=${token}`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(confirmed).toEqual([]);
  });

  it('sends a link without a well-formed token to sign-in with the error', async () => {
    for (const query of ['?token=used%20token', '?token=short', '']) {
      const res = await fetch(`${base}/api/auth/confirm${query}`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/auth?error=confirmation');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('confirms by POST from the sign-in page (confirmEmail), signing no browser in (the link may be someone else’s)', async () => {
    const res = await graphql('mutation($token: String!) { confirmEmail(token: $token) }', { token: 'good-token' });
    expect(await res.json()).toEqual({ data: { confirmEmail: true } });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(confirmed).toEqual(['good-token']);
    const refused = (await (await graphql('mutation($token: String!) { confirmEmail(token: $token) }', { token: 'used-token' })).json()) as { errors: { message: string }[] };
    expect(refused.errors[0]!.message).toBe('This confirmation link is invalid or has expired');
  });
});

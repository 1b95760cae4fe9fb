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

  it('confirms the address and sends the person to sign in, signing no browser in (the link may be someone else’s)', async () => {
    const res = await fetch(`${base}/api/auth/confirm?token=good-token`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?confirmed=1');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(confirmed).toEqual(['good-token']);
  });

  it('sends an invalid or used link to sign-in with the error', async () => {
    for (const query of ['?token=used-token', '']) {
      const res = await fetch(`${base}/api/auth/confirm${query}`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/auth?error=confirmation');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});

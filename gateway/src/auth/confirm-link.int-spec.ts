import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { createGatewayApp } from '../app.js';
import { loadGatewayConfig } from '../gateway.config.js';

/** The emailed confirmation link through the gateway, identity played by a responder on the bus. */
describe('GET /api/auth/confirm', () => {
  let app: NestFastifyApplication;
  let bus: InProcessBus;
  let base: string;
  const confirmed: string[] = [];

  beforeAll(async () => {
    bus = new InProcessBus();
    await bus.start();
    await bus.handle('identity.confirm-email', async ({ token }) => {
      if (token !== 'good-token') throw new DomainError('VALIDATION_ERROR', 'This confirmation link is invalid or has expired');
      confirmed.push(token);
      return { ok: true as const };
    }, { queue: 'identity' });
    app = await createGatewayApp(loadGatewayConfig({ NODE_ENV: 'production', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '' }), bus);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
    await bus.close();
  });

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

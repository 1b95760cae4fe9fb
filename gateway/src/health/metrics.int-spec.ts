import 'reflect-metadata';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayAlone as startGateway, type GatewayAlone } from '../../test/gateway-alone.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /metrics (gateway)', () => {
  describe('without METRICS_PORT', () => {
    let gateway: GatewayAlone;
    let base: string;
    beforeAll(async () => ({ base } = gateway = await startGateway()));
    afterAll(() => gateway.close());

    it('serves this machine on the public port', async () => {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
    });

    it.each([
      ['x-forwarded-for', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-real-ip', '203.0.113.9'],
      ['x-forwarded-proto', 'https'],
    ])('answers 404, with no figures, to a request a proxy forwarded (%s)', async (name, value) => {
      const res = await fetch(`${base}/metrics`, { headers: { [name]: value } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    });
  });

  it('answers 404 on the public port behind a declared proxy (TRUST_PROXY), even to a loopback request without headers', async () => {
    const behind = await startGateway({ TRUST_PROXY: '1' });
    try {
      expect((await fetch(`${behind.base}/metrics`)).status).toBe(404);
    } finally {
      await behind.close();
    }
  });

  describe('with METRICS_PORT', () => {
    let gateway: GatewayAlone;
    let base: string;
    let metricsPort: number;
    beforeAll(async () => {
      metricsPort = await freePort();
      ({ base } = gateway = await startGateway({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' }));
    });
    afterAll(() => gateway.close());

    it('serves them on that port only', async () => {
      await fetch(`${base}/health/live`);
      const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await own.text()).toMatch(/http_request_duration_seconds_bucket\{.*route="\/health\/live"/);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    });

    it('closes the port with the gateway, and a port in use fails start-up', async () => {
      const port = await freePort();
      const other = await startGateway({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      await other.close();
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
      await expect(startGateway({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
    });
  });
});

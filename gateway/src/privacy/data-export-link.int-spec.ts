import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { startGatewayAlone, type GatewayAlone } from '../../test/gateway-alone.js';
import { EXPORT_COOKIE, EXPORT_PATH, ExportLinkSigner } from './export-link.js';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };

/** The data export link's errors through the gateway: a browser that followed it goes back to /profile to be told. */
describe('GET /api/privacy/export/:token, when it cannot download', () => {
  let gateway: GatewayAlone;
  const userId = randomUUID();
  const sessionId = randomUUID();

  beforeAll(async () => {
    gateway = await startGatewayAlone({ JWT_SECRET: SECRET }, async (bus) => {
      await bus.handle('identity.session-active', async () => ({ active: true }), { queue: 'identity' });
      // Every service's part of the export fails: the build fails.
      await bus.handle('profile.export-user-data', async () => {
        throw new DomainError('SERVICE_ERROR', 'Failed to export data');
      }, { queue: 'profile' });
    });
  });
  afterAll(() => gateway.close());

  /** A plain HTTP GET: fetch() sets Sec-Fetch-Mode itself (cors), as a browser's scripts do. */
  const get = (token: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; json: () => Promise<unknown> }>((resolve, reject) => {
      request(`${gateway.base}${EXPORT_PATH}/${token}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answered = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') answered.set(name, value);
          resolve({ status: res.statusCode!, headers: answered, json: async () => JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends a browser with an expired or foreign link back to /profile?dataExport=expired; a script gets the JSON error', async () => {
    const navigated = await get('not-a-link', NAVIGATION);
    expect(navigated.status).toBe(303);
    expect(navigated.headers.get('location')).toBe('/profile?dataExport=expired');
    // No Sec-Fetch-Mode (an older browser): its Accept says a page is wanted.
    expect((await get('not-a-link', { accept: 'text/html' })).headers.get('location')).toBe('/profile?dataExport=expired');

    const fetched = await get('not-a-link', { 'sec-fetch-mode': 'cors', accept: 'text/html' });
    expect(fetched.status).toBe(401);
    expect(await fetched.json()).toEqual({ message: 'This download link has expired. Please request your data again.', code: 'UNAUTHENTICATED' });
  });

  it('sends a browser whose export could not be built back with dataExport=failed', async () => {
    const browser = 'b'.repeat(43);
    const { token } = new ExportLinkSigner(SECRET).sign(userId, sessionId, browser);
    const navigated = await get(token, { ...NAVIGATION, cookie: `${EXPORT_COOKIE}=${browser}` });
    expect(navigated.status).toBe(303);
    expect(navigated.headers.get('location')).toBe('/profile?dataExport=failed');
    const fetched = await get(token, { cookie: `${EXPORT_COOKIE}=${browser}` });
    expect(fetched.status).toBeGreaterThanOrEqual(500);
  });
});

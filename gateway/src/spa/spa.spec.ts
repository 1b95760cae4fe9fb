import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveSpa } from './spa.js';

describe('serveSpa', () => {
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const themeScript = "document.documentElement.classList.add('dark')";
  const landing = `<!doctype html><div id="root"><h1>Landing</h1>${'<p>pre-rendered</p>'.repeat(200)}</div>`;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
    mkdirSync(join(dist, 'routes'));
    writeFileSync(join(dist, 'routes/index.html'), landing);
    writeFileSync(join(dist, 'routes/index.html.br'), brotliCompressSync(landing));
    writeFileSync(join(dist, 'routes/auth.html'), `<!doctype html><script>${themeScript}</script><div id="root"><form></form></div>`);
    app = Fastify();
    // As the gateway's security headers do (app.ts).
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'self'; script-src 'self'; frame-ancestors 'none'");
    });
    expect(await serveSpa(app, dist)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build-time brotli or gzip copy of an asset as the client accepts, immutable', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers deep links with index.html and API paths with a JSON 404', async () => {
    expect((await app.inject({ url: '/dashboard' })).body).toContain('<div id="root">');
    expect((await app.inject({ url: '/api/nothing' })).json()).toMatchObject({ statusCode: 404 });
  });

  it("sends a route's own page where the build made one, compressed as the client accepts", async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(landing.length / 10);
    // No gzip copy of this page: sent as it is.
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(landing);
    expect((await app.inject({ url: '/auth?mode=sign-up' })).body).toContain('<form>');
    expect((await app.inject({ url: '/auth/' })).body).toContain('<form>');
    expect((await app.inject({ url: '/training' })).body).toBe('<!doctype html><div id="root"></div>');
  });

  it("allows a page's inline scripts by their hash and no others", async () => {
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect((await app.inject({ url: '/auth' })).headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; frame-ancestors 'none'`);
    expect((await app.inject({ url: '/training' })).headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'; frame-ancestors 'none'");
  });
});

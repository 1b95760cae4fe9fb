import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveSpa } from './spa.js';

describe('serveSpa', () => {
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
    app = Fastify();
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
});

import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postWebhook } from './webhook-sender.js';

const options = { timeoutMs: 1000, allowLoopback: true };

/** postWebhook against endpoints that answer slowly on purpose, over real sockets. */
describe('postWebhook against a slow endpoint', () => {
  let trickleBody: Server;
  let trickleHeaders: NetServer;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const urlOf = (server: Server | NetServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  beforeAll(async () => {
    // 200 at once, then a byte of body every 200 ms, never ending.
    trickleBody = createHttpServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('.'), 200);
      timers.add(timer);
    });
    // The status line, then a byte of headers every 200 ms: the socket is never idle, the answer never complete.
    trickleHeaders = createNetServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.write('HTTP/1.1 200 OK\r\n');
      const timer = setInterval(() => socket.write('X'), 200);
      timers.add(timer);
    });
    await Promise.all([trickleBody, trickleHeaders].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    trickleBody.closeAllConnections();
    await Promise.all([trickleBody, trickleHeaders].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('takes the status code as the answer and does not wait for a body that never ends', async () => {
    const started = Date.now();
    await expect(postWebhook(urlOf(trickleBody), {}, '{}', options)).resolves.toEqual({ ok: true, statusCode: 200 });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('gives up at its deadline on an endpoint that keeps the socket busy without ever answering', async () => {
    const started = Date.now();
    await expect(postWebhook(urlOf(trickleHeaders), {}, '{}', options)).resolves.toMatchObject({ ok: false, statusCode: null, error: 'no answer within 1000 ms' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { GRAPHQL_PATH } from './graphql-http.js';
import { limitSubscriptionSockets, SocketsPerUser, SOCKETS_REFUSED_MESSAGE, type SocketLimits } from './subscription-sockets.js';

/** A socket endpoint at /graphql that acknowledges connection_init, as the engine does, behind the limits. */
async function endpoint(limits: SocketLimits) {
  // One proxy in front, as TRUST_PROXY=1 declares it: the client address is the one it forwards.
  const fastify = Fastify({ trustProxy: (_address: string, hop: number) => hop < 1 });
  await fastify.register(fastifyWebsocket);
  const tracked = limitSubscriptionSockets(fastify, limits);
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get(GRAPHQL_PATH, { websocket: true }, (socket) => {
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
    });
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = fastify.server.address() as { port: number };
  return { fastify, tracked, url: `ws://127.0.0.1:${port}${GRAPHQL_PATH}` };
}

/** Opens a socket (from `address`, as a trusted proxy forwards it); answers the socket, or the refusal's status and body. */
function connect(url: string, address?: string): Promise<{ socket: WebSocket } | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', address ? { headers: { 'x-forwarded-for': address } } : {});
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
const opened = (result: Awaited<ReturnType<typeof connect>>) => {
  if (!('socket' in result)) throw new Error(`refused: ${result.status} ${result.body}`);
  return result.socket;
};

describe('subscription socket limits', () => {
  let server: FastifyInstance | undefined;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await server?.close();
  });

  it('refuses a public address past its sockets (429) and the process past its own (503), and counts a closed socket out', async () => {
    const { fastify, tracked, url } = await endpoint({ max: 4, perAddress: 2, perUser: 2, initTimeoutMs: 5000 });
    server = fastify;
    sockets.push(opened(await connect(url, '203.0.113.7')), opened(await connect(url, '203.0.113.7')));
    const third = await connect(url, '203.0.113.7');
    expect(third).toEqual({ status: 429, body: JSON.stringify({ errors: [{ message: SOCKETS_REFUSED_MESSAGE, extensions: { code: 'RATE_LIMITED' } }] }) });
    // Another address still gets in; loopback and private addresses count towards the process's bound only.
    sockets.push(opened(await connect(url, '198.51.100.2')), opened(await connect(url)));
    expect(tracked.open()).toBe(4);
    expect(await connect(url, '198.51.100.3')).toMatchObject({ status: 503 });
    const leaving = sockets.shift()!;
    const gone = closed(leaving);
    leaving.close();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked.open()).toBe(3);
    sockets.push(opened(await connect(url, '203.0.113.7')));
    // An upgrade to another route is refused, and counts nothing.
    expect(await connect(url.replace(GRAPHQL_PATH, '/health'), '203.0.113.9')).toMatchObject({ status: 404 });
    expect(tracked.open()).toBe(4);
  });

  it('closes a socket that sends no connection_init in time (4408), and keeps one that does', async () => {
    const { fastify, tracked, url } = await endpoint({ max: 10, perAddress: 10, perUser: 10, initTimeoutMs: 300 });
    server = fastify;
    const silent = opened(await connect(url));
    const initialised = opened(await connect(url));
    sockets.push(silent, initialised);
    const acked = new Promise((resolve) => initialised.once('message', (data) => resolve(JSON.parse(String(data)))));
    initialised.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    expect(await acked).toEqual({ type: 'connection_ack' });
    expect(await closed(silent)).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(initialised.readyState).toBe(WebSocket.OPEN);
    expect(tracked.open()).toBe(1);
  });
});

describe('SocketsPerUser', () => {
  it('holds an account to its sockets, and counts a release once however often the close is reported', () => {
    const sockets = new SocketsPerUser(2);
    const first = sockets.claim('u1')!;
    expect(sockets.claim('u1')).not.toBeNull();
    expect(sockets.claim('u1')).toBeNull();
    expect(sockets.claim('u2')).not.toBeNull();
    first.release();
    first.release();
    expect(sockets.held('u1')).toBe(1);
    expect(sockets.claim('u1')).not.toBeNull();
  });
});

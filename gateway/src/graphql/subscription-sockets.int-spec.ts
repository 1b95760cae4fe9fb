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
  // A token is its account's id here: the signature check is jwt.strategy's (accessTokenSubject).
  const tracked = limitSubscriptionSockets(fastify, (authorization) => (typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice(7) : null), limits);
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

describe('subscription socket messages', () => {
  let server: FastifyInstance | undefined;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await server?.close();
  });
  const init = (socket: WebSocket, account: string, extra = '') => socket.send(`{"type":"connection_init","payload":{"authorization":"Bearer ${account}"}${extra}}`);

  it('holds an account to perUser initialised sockets, and counts a second init on one socket as a refusal, not a place', async () => {
    const { fastify, url } = await endpoint({ max: 10, perAddress: 10, perUser: 2, initTimeoutMs: 5000 });
    server = fastify;
    const [a, b, c] = [opened(await connect(url)), opened(await connect(url)), opened(await connect(url))];
    sockets.push(a, b, c);
    init(a, 'u1');
    init(b, 'u1');
    const third = closed(c);
    init(c, 'u1');
    expect(await third).toEqual({ code: 4429, reason: 'Too many connections of this account' });
    // graphql-ws allows one init a socket: a second closes it, and its place is free again.
    const again = closed(b);
    init(b, 'u1');
    expect(await again).toEqual({ code: 4429, reason: 'Too many initialisation requests' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const d = opened(await connect(url));
    sockets.push(d);
    init(d, 'u1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(d.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that floods messages or holds too many subscriptions (4429), sends extensions (4400), or an init the engine would not read (4408)', async () => {
    const { fastify, url } = await endpoint({ max: 10, perAddress: 10, perUser: 10, initTimeoutMs: 300 });
    server = fastify;
    const flood = opened(await connect(url));
    sockets.push(flood);
    const flooded = closed(flood);
    init(flood, 'u2');
    for (let i = 0; i < 200; i += 1) flood.send(JSON.stringify({ type: 'ping' }));
    expect(await flooded).toEqual({ code: 4429, reason: 'Too many messages' });
    // Slower than the flood, but more subscriptions held than a socket may hold; completed ones do not count.
    const many = opened(await connect(url));
    sockets.push(many);
    const tooMany = closed(many);
    init(many, 'u5');
    const subscribe = (id: string) => many.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { progressEvents { kind } }' } }));
    for (let i = 0; i < 40; i += 1) {
      subscribe(`done${i}`);
      many.send(JSON.stringify({ id: `done${i}`, type: 'complete' }));
      await new Promise((resolve) => setTimeout(resolve, i % 10 === 9 ? 2100 : 0));
    }
    expect(many.readyState).toBe(WebSocket.OPEN);
    for (let i = 0; i < 33; i += 1) {
      subscribe(`s${i}`);
      await new Promise((resolve) => setTimeout(resolve, i % 10 === 9 ? 1000 : 0));
    }
    expect(await tooMany).toEqual({ code: 4429, reason: 'Too many subscriptions' });
    const extensions = opened(await connect(url));
    sockets.push(extensions);
    const refused = closed(extensions);
    init(extensions, 'u3');
    extensions.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { progressEvents { kind } }', extensions: [{ type: 'connectionInit', payload: {} }] } }));
    expect(await refused).toEqual({ code: 4400, reason: 'Subscription extensions are not accepted' });
    // JSON.parse reads it as an init; the engine's parser refuses a __proto__ key, so the socket would never be set up.
    const proto = opened(await connect(url));
    sockets.push(proto);
    const timedOut = closed(proto);
    init(proto, 'u4', ',"__proto__":{}');
    expect(await timedOut).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
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

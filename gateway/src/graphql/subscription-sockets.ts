import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { publicAddress } from '../client-address.js';
import { GRAPHQL_PATH } from './graphql-http.js';

/**
 * How many subscription sockets (graphql-ws over /graphql) a process holds open, and for how long one may stay without
 * a `connection_init`, which must carry an access token this gateway's identity service signed (graphql-engine.ts),
 * and how many one account may hold. Each open socket costs some 45 KB and a file descriptor: 9,000 idle sockets from
 * one client had held the process at its open-file limit, so that /health and every request went unanswered.
 */
export interface SocketLimits {
  /** Sockets open at once in this process. */
  max: number;
  /**
   * Sockets open at once from one public client address (see `publicAddress`): a bound on strangers; an office or a
   * carrier's NAT puts many people behind one address, each held to `perUser`.
   */
  perAddress: number;
  /** Initialised sockets of one account (its signed access token in connection_init): the SPA opens one a tab. */
  perUser: number;
  /** A socket that has not sent `connection_init` by then is closed (graphql-ws: 4408). */
  initTimeoutMs: number;
}

export const SOCKET_LIMITS: SocketLimits = { max: 2000, perAddress: 256, perUser: 16, initTimeoutMs: 10_000 };

/** Messages a socket may send: the SPA sends a handful (init, a subscription or two, a pong now and then). */
const MESSAGES_PER_SECOND = 10;
const MESSAGE_BURST = 50;
/** Subscriptions one socket may hold, those the engine refused included: the SPA holds two or three. */
const SUBSCRIPTIONS_PER_SOCKET = 32;

export const SOCKETS_REFUSED_MESSAGE = 'Too many open subscription connections; try again later';

const isSocketUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * Holds the subscription sockets to `limits`: an upgrade past them is refused before it is accepted (429 for one
 * address, 503 for the process), and an accepted socket that does not initialise in time is closed as graphql-ws
 * says (4408). Register after @fastify/websocket, before the engine's routes.
 */
export function limitSubscriptionSockets(fastify: FastifyInstance, subjectOf: (authorization: unknown) => string | null, limits: SocketLimits = SOCKET_LIMITS): { open: () => number } {
  let open = 0;
  const perUser = new SocketsPerUser(limits.perUser);
  const byAddress = new Map<string, number>();
  // The upgrades the hook admitted, with the public address each counts against (none: not counted by address).
  const admitted = new WeakMap<IncomingMessage, { address: string | undefined }>();
  const refuse = (reply: FastifyReply, status: number) =>
    reply.code(status).type('application/json; charset=utf-8').send({ errors: [{ message: SOCKETS_REFUSED_MESSAGE, extensions: { code: 'RATE_LIMITED' } }] });

  fastify.addHook('onRequest', async (request, reply) => {
    if (!isSocketUpgrade(request)) return;
    // @fastify/websocket would upgrade a request to any GET route, and hold the socket until its close handshake.
    if (request.method !== 'GET' || request.routeOptions.url !== GRAPHQL_PATH) {
      return reply.code(404).type('application/json; charset=utf-8').send({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
    }
    const address = publicAddress(request.ip);
    if (address !== undefined && (byAddress.get(address) ?? 0) >= limits.perAddress) return refuse(reply, 429);
    if (open >= limits.max) return refuse(reply, 503);
    admitted.set(request.raw, { address });
  });

  fastify.websocketServer.on('connection', (socket: WebSocket, raw: IncomingMessage) => {
    const entry = admitted.get(raw);
    if (!entry) return socket.terminate();
    const { address } = entry;
    open += 1;
    if (address !== undefined) byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    // Closed as graphql-ws says; a peer that ignores the close handshake is cut off a second later (ws would wait 30 s).
    const closeWith = (code: number, reason: string) => {
      socket.close(code, reason);
      setTimeout(() => socket.terminate(), 1000).unref();
    };
    const initTimer = setTimeout(() => closeWith(4408, 'Connection initialisation timeout'), limits.initTimeoutMs);
    initTimer.unref();
    let initialised = false;
    let claim: { release: () => void } | null = null;
    const subscriptions = new Set<string>();
    let allowance = MESSAGE_BURST;
    let counted = Date.now();
    socket.on('message', (data: unknown) => {
      // A token bucket: MESSAGES_PER_SECOND, bursts of MESSAGE_BURST. 74,000 subscribe messages on one socket had
      // taken another user's requests from 4 ms to 1.9 s.
      const now = Date.now();
      allowance = Math.min(MESSAGE_BURST, allowance + ((now - counted) / 1000) * MESSAGES_PER_SECOND);
      counted = now;
      if ((allowance -= 1) < 0) return closeWith(4429, 'Too many messages');
      const message = protocolMessage(data);
      if (message?.type === 'connection_init') {
        // graphql-ws allows one (4429). The engine refuses a token our identity service did not sign (onConnect).
        if (initialised) return closeWith(4429, 'Too many initialisation requests');
        initialised = true;
        clearTimeout(initTimer);
        const userId = subjectOf(message.payload?.authorization);
        if (userId === null) return;
        claim = perUser.claim(userId);
        if (!claim) return closeWith(4429, 'Too many connections of this account');
      } else if (message?.type === 'subscribe') {
        // The engine reads a connectionInit in a subscription's extensions as another initialisation.
        if (message.payload?.extensions !== undefined) return closeWith(4400, 'Subscription extensions are not accepted');
        // A query sent as a syntax tree that is no document: the engine would answer graphql's internal words.
        const query = message.payload?.query;
        if (typeof query !== 'string' && !(typeof query === 'object' && query !== null && Array.isArray((query as { definitions?: unknown }).definitions))) {
          return closeWith(4400, 'Invalid subscription query');
        }
        // The engine keeps each subscription's context while its socket lives, a refused one too (some 50 KB each):
        // counted until the client completes it.
        subscriptions.add(String((message as { id?: unknown }).id));
        if (subscriptions.size > SUBSCRIPTIONS_PER_SOCKET) return closeWith(4429, 'Too many subscriptions');
      } else if (message?.type === 'complete') {
        subscriptions.delete(String((message as { id?: unknown }).id));
      }
    });
    socket.once('close', () => {
      clearTimeout(initTimer);
      claim?.release();
      open -= 1;
      if (address === undefined) return;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
  return { open: () => open };
}

/** What a socket message says, as the engine would read it (its JSON parser refuses `__proto__` and `constructor` keys). */
type ProtocolMessage = { type?: unknown; payload?: { extensions?: unknown; authorization?: unknown; query?: unknown } };
function protocolMessage(data: unknown): ProtocolMessage | null {
  const text = String(data);
  if (/"(?:__proto__|constructor|prototype)"\s*:/.test(text)) return null;
  try {
    const message = JSON.parse(text) as unknown;
    return typeof message === 'object' && message !== null ? (message as ProtocolMessage) : null;
  } catch {
    return null;
  }
}

/** Counts each account's initialised sockets (SocketLimits.perUser): `claim` at connection_init, `release` once at close. */
export class SocketsPerUser {
  private readonly byUser = new Map<string, number>();

  constructor(private readonly perUser = SOCKET_LIMITS.perUser) {}

  /** A claim for one more socket of `userId`, or null when the account holds its `perUser` already. */
  claim(userId: string): { release: () => void } | null {
    const held = this.byUser.get(userId) ?? 0;
    if (held >= this.perUser) return null;
    this.byUser.set(userId, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.byUser.get(userId) ?? 1) - 1;
        if (left > 0) this.byUser.set(userId, left);
        else this.byUser.delete(userId);
      },
    };
  }

  held(userId: string): number {
    return this.byUser.get(userId) ?? 0;
  }
}

import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentString } from '@/gql/graphql';
import { getAccessToken, onAccessTokenChange } from '@/lib/access-token';
import { renewSession } from '@/lib/graphql';

/** A graphql-ws close code the server does not use: "restart with fresh connection params". */
const RESTART_CLOSE_CODE = 4205;

let client: Client | null = null;
let activeSocket: WebSocket | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/** The one graphql-ws connection of the page (every live subscription shares it). */
function getClient(): Client {
  client ??= createClient({
    url: socketUrl(),
    lazy: true,
    // The token is read at every (re)connection, so a reconnect after a refresh presents the new one.
    connectionParams: async () => {
      const token = getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: (socket) => {
        activeSocket = socket as WebSocket;
      },
      closed: () => {
        activeSocket = null;
      },
    },
  });
  return client;
}

// A refreshed token: reconnect (the client resubscribes by itself). Signed out: drop the connection.
onAccessTokenChange((token) => {
  if (!token) {
    void client?.dispose();
    client = null;
    activeSocket = null;
    return;
  }
  if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(RESTART_CLOSE_CODE, 'Client Restart');
});

/**
 * Runs a GraphQL subscription on the page's connection. `onEnd` is called when the stream ends or fails for good
 * (e.g. a sign-out); the caller may subscribe again. Returns the unsubscribe function.
 */
export function subscribe<TResult>(document: TypedDocumentString<TResult, Record<string, never>>, onData: (data: TResult) => void, onEnd?: (error?: unknown) => void): () => void {
  return getClient().subscribe<TResult>(
    { query: document.toString() },
    {
      next: (result) => {
        if (result.data) onData(result.data);
      },
      // Refused as unauthenticated: the socket's token expired or its session ended (the server ends a subscription
      // with its credentials). Renew first: a new token reconnects the socket, a session that is over signs out.
      error: (error) => {
        if (refusedAsUnauthenticated(error)) void renewSession().finally(() => onEnd?.(error));
        else onEnd?.(error);
      },
      complete: () => onEnd?.(),
    },
  );
}

/** graphql-ws reports a refused subscription as the GraphQL errors of the server's answer. */
export function refusedAsUnauthenticated(error: unknown): boolean {
  return Array.isArray(error) && error.some((e: { extensions?: { code?: unknown } } | null) => e?.extensions?.code === 'UNAUTHENTICATED');
}

import { createClient, type Client } from 'graphql-ws';
import { graphql } from '@/gql/gql';
import type { CvFlowSubscription } from '@/gql/graphql';
import { getAccessToken, onAccessTokenChange } from '@/lib/access-token';

/**
 * The live CV flow of spec §4 (upload started/completed/failed; analysis started/completed/failed), each step with
 * the id of the upload it belongs to; SKILLS_IMPORTED when a completed analysis's skills are on the profile.
 */
export const cvFlowDocument = graphql(`
  subscription CvFlow {
    cvFlow {
      state
      uploadId
      assessmentId
      fileName
      message
      occurredAt
    }
  }
`);

export type CvFlowEvent = CvFlowSubscription['cvFlow'];

/** A graphql-ws close code the server does not use: "restart with fresh connection params". */
const RESTART_CLOSE_CODE = 4205;

let client: Client | null = null;
let activeSocket: WebSocket | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

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
 * Listens to the signed-in user's CV flow. `onEnd` is called when the stream ends or fails for good (e.g. a
 * sign-out); the caller may subscribe again. Returns the unsubscribe function.
 */
export function subscribeToCvFlow(onEvent: (event: CvFlowEvent) => void, onEnd?: (error?: unknown) => void): () => void {
  return getClient().subscribe<CvFlowSubscription>(
    { query: cvFlowDocument.toString() },
    {
      next: (result) => {
        if (result.data?.cvFlow) onEvent(result.data.cvFlow);
      },
      error: (error) => onEnd?.(error),
      complete: () => onEnd?.(),
    },
  );
}

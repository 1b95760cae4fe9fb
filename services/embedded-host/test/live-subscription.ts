import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * One GraphQL subscription over graphql-ws, authenticated in connection_init like the SPA does; collects what
 * arrives. `field` is the subscription's root field (`cvFlow`, `progressEvents`).
 */
export class LiveSubscription<T> {
  readonly events: T[] = [];
  readonly errors: unknown[] = [];
  /** The server ended the subscription. */
  completed = false;
  private readonly client: Client;
  private readonly ready: Promise<void>;

  constructor(url: string, token: string | null, query: string, field: string) {
    let connected: () => void;
    this.ready = new Promise((resolve) => (connected = resolve));
    this.client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      on: { connected: () => connected() },
    });
    this.client.subscribe<Record<string, T>>({ query }, {
      next: (result) => {
        if (result.data) this.events.push(result.data[field]!);
        if (result.errors) this.errors.push(...result.errors);
      },
      error: (error) => void this.errors.push(error),
      complete: () => void (this.completed = true),
    });
  }

  /** Connected and the subscription registered (a ping-pong after subscribe). */
  async started(): Promise<void> {
    await this.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (this.errors.length) throw new Error(`subscription failed: ${JSON.stringify(this.errors)}`);
  }

  close(): Promise<void> {
    return this.client.dispose() as Promise<void>;
  }
}

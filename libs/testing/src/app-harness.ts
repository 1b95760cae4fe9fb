import { afterAll, beforeAll } from '@jest/globals';

export interface GraphqlResult<T> {
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A minimal GraphQL-over-HTTP client for tests: real requests against a running app. */
export function graphqlClient(baseUrl: string) {
  return async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphqlResult<T>> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphqlResult<T>;
  };
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

export interface AppHarness {
  readonly url: string;
  graphql: ReturnType<typeof graphqlClient>;
}

/**
 * Boots an app once for a test file (embedded or distributed, whatever `start` does) and closes it
 * afterwards. Use at the top of a describe block; read `harness.url` / call `harness.graphql` in tests.
 */
export function useApp(start: () => Promise<RunningApp>, timeoutMs = 120_000): AppHarness {
  let app: RunningApp | undefined;
  let client: ReturnType<typeof graphqlClient> | undefined;
  beforeAll(async () => {
    app = await start();
    client = graphqlClient(app.url);
  }, timeoutMs);
  afterAll(async () => {
    await app?.close();
  }, 60_000);
  return {
    get url() {
      if (!app) throw new Error('the app has not started');
      return app.url;
    },
    graphql: (query, variables, token) => {
      if (!client) throw new Error('the app has not started');
      return client(query, variables, token);
    },
  };
}

import { connect } from 'node:net';
import pg from 'pg';
import { testPostgresAdminUrl } from './postgres.js';

export type TestServer = 'postgres' | 'nats';

/** The NATS server tests use; override with TEST_NATS_URL. */
export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}

const checks = new Map<string, Promise<boolean>>();

/** Whether the test server answers; checked once per test file and URL. */
export function serverAvailable(server: TestServer): Promise<boolean> {
  const url = serverUrl(server);
  let check = checks.get(url);
  if (!check) {
    check = server === 'postgres' ? postgresAnswers(url) : natsAnswers(url);
    checks.set(url, check);
  }
  return check;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A NATS server greets every new connection with an INFO line. */
function natsAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 4222) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
    socket.once('data', (chunk) => done(chunk.toString('utf8').startsWith('INFO')));
  });
}

function serverUrl(server: TestServer): string {
  return server === 'postgres' ? testPostgresAdminUrl() : testNatsUrl();
}

/**
 * `describe` for tests that need real servers. Await it at the top level of the test file:
 *   await describeWithServer('postgres', 'user repository', () => { … });
 * When a server does not answer, the suite fails under CI=true and is skipped with a loud warning otherwise.
 */
export async function describeWithServer(servers: TestServer | TestServer[], name: string, fn: () => void): Promise<void> {
  // Loaded here so that importing @ecp/testing outside Jest (scripts, benchmarks) works.
  const { describe, it } = await import('@jest/globals');
  const needed = Array.isArray(servers) ? servers : [servers];
  const missing: TestServer[] = [];
  for (const server of needed) {
    if (!(await serverAvailable(server))) missing.push(server);
  }
  if (missing.length === 0) {
    describe(name, fn);
    return;
  }
  const reason = `${missing.map((server) => `${server} at ${serverUrl(server)}`).join(' and ')} not reachable`;
  if (process.env.CI === 'true') {
    describe(name, () => {
      it(`needs ${missing.join(' and ')}`, () => {
        throw new Error(`${reason} (CI=true: a missing server is a failure)`);
      });
    });
    return;
  }
  // Straight to stderr: Jest does not print console output of a test file whose tests were all skipped.
  process.stderr.write(`\n!!!!! SKIPPING "${name}": ${reason}. Start it, or run with CI=true to make this a failure. !!!!!\n\n`);
  describe.skip(name, fn);
}

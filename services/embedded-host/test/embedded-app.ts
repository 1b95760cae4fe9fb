import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InProcessBus } from '@ecp/messaging';
import { graphqlClient, type RunningApp } from '@ecp/testing';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { startSandboxProvider } from '@ecp/training-service';
import { embeddedBus, startEmbeddedServices } from '../src/embedded.js';

/**
 * The real gateway in embedded mode for a suite: every service on one in-process bus with in-memory
 * PGlite, CV files under a temporary DATA_DIR (removed by `close`), listening on a free port. `beforeStart` may
 * put files in the DATA_DIR first (what an earlier run left behind).
 */
export async function startEmbeddedGateway(name: string, options: { beforeStart?: (dataDir: string) => Promise<void>; env?: Record<string, string> } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `ecp-gw-${name}-`));
  await options.beforeStart?.(dataDir);
  const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', DATA_DIR: dataDir, ...options.env };
  const bus = embeddedBus(name);
  await bus.start();
  const services = await startEmbeddedServices(bus, undefined, env);
  const app = await createGatewayApp(loadGatewayConfig(env), bus);
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    url,
    dataDir,
    graphql: graphqlClient(url),
    async close() {
      await app.close();
      await services.close();
      await bus.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For `useApp`: the gateway and every service in this process on `bus` (in-memory PGlite), listening
 * on a free port, with `env` as the whole configuration. Pass the bus to watch its events in a suite.
 */
export function embeddedApp(env: Record<string, string>, bus: InProcessBus = embeddedBus()): () => Promise<RunningApp> {
  return async () => {
    await bus.start();
    const services = await startEmbeddedServices(bus, undefined, env);
    const gateway = await createGatewayApp(loadGatewayConfig(env), bus);
    await gateway.listen(0, '127.0.0.1');
    return {
      url: await gateway.getUrl(),
      async close() {
        await gateway.close();
        await services.close();
        await bus.close();
      },
    };
  };
}

/**
 * `embeddedApp` with the sandbox learning provider over HTTP as the training service's provider (scheduled sync
 * off: a suite syncs when it means to).
 */
export function embeddedAppWithSandbox(apiKey = 'embedded-test-sandbox-key'): () => Promise<RunningApp> {
  return async () => {
    const sandbox = await startSandboxProvider({ apiKey });
    const env = {
      NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '',
      LEARNING_PROVIDER_URL: sandbox.url, LEARNING_PROVIDER_API_KEY: apiKey, TRAINING_SYNC_INTERVAL_SECONDS: '0',
    };
    const running = await embeddedApp(env)().catch(async (error: unknown) => {
      await sandbox.close();
      throw error;
    });
    return {
      url: running.url,
      async close() {
        await running.close();
        await sandbox.close();
      },
    };
  };
}

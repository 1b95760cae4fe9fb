import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { runMain } from '@ecp/config';
import { createLogger } from '@ecp/logger';
import { startTracing } from '@ecp/telemetry';
import { createGatewayApp, loadGatewayConfig } from '@ecp/gateway';
import { loadEmbeddedHostConfig } from './embedded-host.config.js';
import { embeddedBus, startEmbeddedSandbox, startEmbeddedServices } from './embedded.js';

/**
 * A signing secret is created once per data directory, so a laptop install needs no configuration
 * and sessions survive a restart.
 */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Embedded mode (`npm start`): the seven services, the sandbox learning provider and the gateway in this
 * one process on the in-process bus, PGlite databases and CV files under DATA_DIR.
 */
async function main() {
  // Since the process started: Node's own start and loading the modules this file imports (most of a warm start).
  const modulesMs = Math.round(performance.now());
  const logger = createLogger('embedded');
  const host = loadEmbeddedHostConfig(process.env);
  // The services and the gateway read their own settings from the same environment, in embedded mode.
  const env: Record<string, string | undefined> = { ...process.env, RUN_MODE: host.RUN_MODE };
  const dataDir = resolve(host.DATA_DIR);
  env.JWT_SECRET ||= embeddedSecret(dataDir);
  // A laptop process stays light while idle: the CV analyzer (about 300 MB) is built at the first analysis and
  // given back after 10 idle minutes.
  env.ANALYZER_PRELOAD ||= 'false';
  env.ANALYZER_IDLE_SECONDS ||= '600';
  const config = loadGatewayConfig(env);
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then the SDK is loaded, and only then.
  const tracing = await startTracing({ serviceName: 'embedded', env });

  const bus = embeddedBus();
  await bus.start();
  const sandbox = await startEmbeddedSandbox(host, env, dataDir, config.PORT);
  const services = await startEmbeddedServices(bus, dataDir, env);
  const gatewayStarted = performance.now();
  const app = await createGatewayApp(config, bus, createLogger('gateway'));
  await app.listen(config.PORT, config.HOST);
  const startMs = { total: Math.round(performance.now()), modules: modulesMs, ...services.startMs, gateway: Math.round(performance.now() - gatewayStarted) };
  logger.info({ mode: config.RUN_MODE, url: `http://localhost:${config.PORT}`, dataDir, startMs }, 'energy career platform ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await services.close();
    await sandbox?.close();
    await bus.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

runMain(main);

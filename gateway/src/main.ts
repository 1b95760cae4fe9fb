import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createLogger } from '@ecp/logger';
import { InProcessBus, NatsBus, type MessageBus } from '@ecp/messaging';
import { natsStreamNames, runMain, type RunningService } from '@ecp/runtime';
import { loadGatewayConfig } from './gateway.config.js';
import { createGatewayApp } from './app.js';
import { startEmbeddedSandbox, startEmbeddedServices } from './embedded.js';

/**
 * In embedded mode a signing secret is created once per data directory, so a laptop install needs
 * no configuration and sessions survive a restart. Distributed mode must be given JWT_SECRET.
 */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const logger = createLogger('gateway');
  const embedded = (process.env.RUN_MODE ?? 'embedded') === 'embedded';
  const dataDir = resolve(process.env.DATA_DIR ?? './.data');
  const env = { ...process.env };
  if (embedded && !env.JWT_SECRET) env.JWT_SECRET = embeddedSecret(dataDir);
  const config = loadGatewayConfig(env);

  const bus: MessageBus = embedded ? new InProcessBus({ name: 'embedded' }) : new NatsBus({ servers: config.NATS_URL, ...natsStreamNames(config.BUS_PREFIX), name: 'gateway', logger });
  await bus.start();
  const sandbox = embedded ? await startEmbeddedSandbox(env, dataDir, config.PORT) : undefined;
  const services: RunningService[] = embedded ? await startEmbeddedServices(bus, dataDir, env) : [];
  const app = await createGatewayApp(config, bus, logger);
  await app.listen(config.PORT, config.HOST);
  logger.info({ mode: config.RUN_MODE, url: `http://localhost:${config.PORT}`, dataDir: embedded ? dataDir : undefined }, 'energy career platform ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    for (const service of services.reverse()) await service.close();
    await sandbox?.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

runMain(main);

import { loadConfig, portSchema, z } from '@ecp/config';
import { createLogger } from '@ecp/logger';
import { NatsBus } from '@ecp/messaging';
import type { ServiceDefinition } from './service-definition.js';
import { startService } from './start-service.js';
import { startHealthServer } from './health-server.js';

const processSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/ecp'),
  BUS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('ecp'),
  HEALTH_PORT: portSchema.default(0),
});

/** Streams are named after the subject prefix, so a test run's prefix gets streams of its own. */
export function natsStreamNames(prefix: string) {
  return { prefix, streamName: `${prefix.toUpperCase().replace(/-/g, '_')}_EVENTS` };
}

/** Entry point of a service running as its own process (distributed mode): NATS + PostgreSQL. */
export async function runServiceProcess(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(definition.name);
  const config = loadConfig(processSchema, process.env, definition.name);
  const url = process.env[`${definition.name.toUpperCase()}_DATABASE_URL`] ?? config.DATABASE_URL;
  const bus = new NatsBus({ servers: config.NATS_URL, ...natsStreamNames(config.BUS_PREFIX), name: definition.name, logger });
  await bus.start();
  const service = await startService(definition, { bus, database: { engine: 'postgres', url }, logger });
  const health = config.HEALTH_PORT
    ? await startHealthServer(config.HEALTH_PORT, definition.name, async () => (await bus.isHealthy()) && (await service.isHealthy()))
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    health?.close();
    await service.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/** Runs `main` and turns a start-up failure into one clear line and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    process.exit(1);
  });
}

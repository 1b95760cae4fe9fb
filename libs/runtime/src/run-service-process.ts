import { createLogger } from '@ecp/logger';
import { NatsBus, natsStreamNames } from '@ecp/messaging';
import { startTracing } from '@ecp/telemetry';
import type { ServiceDefinition } from './service-definition.js';
import { startService } from './start-service.js';
import { startHealthServer } from './health-server.js';
import { loadServiceProcessConfig } from './service-process.config.js';

export { busStreams, natsStreamNames } from '@ecp/messaging';
export { runMain } from '@ecp/config';

/** Entry point of a service running as its own process (distributed mode): NATS + PostgreSQL. */
export async function runServiceProcess(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(definition.name);
  const config = loadServiceProcessConfig(definition.name);
  // Before any connection opens, so the database client is traced too (only when OTEL_EXPORTER_OTLP_ENDPOINT is set).
  const tracing = await startTracing({ serviceName: definition.name });
  const bus = new NatsBus({
    servers: config.natsUrl,
    ...natsStreamNames(config.busPrefix),
    name: definition.name,
    logger,
    ackWaitMs: config.ackWaitSeconds * 1000,
  });
  await bus.start();
  const service = await startService(definition, { bus, database: { engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }, logger });
  const health = config.healthPort
    ? await startHealthServer(config.healthPort, definition.name, async () => (await bus.isHealthy()) && (await service.isHealthy()))
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    health?.close();
    await service.close();
    await bus.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

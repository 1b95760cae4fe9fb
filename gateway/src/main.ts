import 'reflect-metadata';
import { ConfigError, runMain } from '@ecp/config';
import { createLogger } from '@ecp/logger';
import { NatsBus, natsStreamNames } from '@ecp/messaging';
import { startTracing } from '@ecp/telemetry';
import { loadGatewayConfig } from './gateway.config.js';
import { createGatewayApp } from './app.js';

/**
 * The gateway as its own process (distributed mode): the services run elsewhere and answer over NATS.
 * Embedded mode (everything in one process) is the embedded host's job: services/embedded-host, `npm start`.
 */
async function main() {
  const logger = createLogger('gateway');
  const config = loadGatewayConfig({ ...process.env, RUN_MODE: process.env.RUN_MODE ?? 'distributed' });
  if (config.RUN_MODE !== 'distributed') {
    throw new ConfigError('Invalid configuration for gateway:\n  RUN_MODE: the gateway process runs in distributed mode only; embedded mode is services/embedded-host (npm start)');
  }
  // Only when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Observability").
  const tracing = await startTracing({ serviceName: 'gateway' });
  const bus = new NatsBus({ servers: config.NATS_URL, ...natsStreamNames(config.BUS_PREFIX), name: 'gateway', logger });
  await bus.start();
  const app = await createGatewayApp(config, bus, logger);
  await app.listen(config.PORT, config.HOST);
  logger.info({ mode: config.RUN_MODE, url: `http://localhost:${config.PORT}` }, 'gateway ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await bus.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

runMain(main);

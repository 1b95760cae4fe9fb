import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { openDatabase, OutboxRelay, type DatabaseHandle, type SharedPglite } from '@ecp/database';
import { BusExceptionFilter, BusTransport, type MessageBus } from '@ecp/messaging';
import { createLogger, type Logger } from '@ecp/logger';
import { EventOutbox } from './event-outbox.js';
import { PinoNestLogger } from './nest-logger.js';
import type { ServiceDefinition } from './service-definition.js';

export type DatabaseTarget = { engine: 'pglite'; dataDir?: string; shared?: SharedPglite } | { engine: 'postgres'; url: string; poolSize?: number };

export interface RunningService {
  name: string;
  database: DatabaseHandle;
  relay: OutboxRelay;
  app: INestMicroservice;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Starts one service on the given bus and database: migrations, outbox relay and the Nest
 * microservice whose @MessagePattern/@EventPattern handlers are served by the bus.
 * The same call serves the embedded host and a service's own process.
 */
export async function startService(
  definition: ServiceDefinition,
  options: {
    bus: MessageBus;
    database: DatabaseTarget;
    logger?: Logger;
    env?: Record<string, string | undefined>;
    relayPollMs?: number;
    /** The relay's publishConcurrently (OutboxRelayOptions): only for the in-process bus (the embedded host). Default false. */
    relayPublishesConcurrently?: boolean;
    /** false: the caller starts `relay` itself (the embedded host, once every service has subscribed). Default true. */
    startRelay?: boolean;
  },
): Promise<RunningService> {
  const logger = options.logger ?? createLogger(definition.name);
  const database = await openDatabase({
    ...options.database,
    schemaName: definition.name,
    migrationsFolder: definition.migrationsFolder,
    logger,
  });
  const relay = new OutboxRelay(database.db, definition.outboxTable, (event, headers) => options.bus.publish(event, headers), logger, {
    pollIntervalMs: options.relayPollMs ?? 1000,
    name: definition.name,
    publishConcurrently: options.relayPublishesConcurrently ?? false,
  });
  const outbox = new EventOutbox(database.db, definition.outboxTable, definition.inboxTable, relay);
  let app: INestMicroservice | undefined;
  try {
    app = await NestFactory.createMicroservice(
      definition.module({ database: database.db, notifications: database.notifications, bus: options.bus, outbox, logger, env: options.env ?? process.env }),
      { strategy: new BusTransport(options.bus, definition.name, { concurrency: definition.eventConcurrency }), logger: new PinoNestLogger(logger) },
    );
    // Without it Nest replaces a handler's DomainError with a generic error and the caller loses the code.
    app.useGlobalFilters(new BusExceptionFilter());
    await app.listen();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  if (options.startRelay !== false) relay.start();
  logger.info({ engine: database.engine }, `${definition.name} service started`);
  const started = app;
  return {
    name: definition.name,
    database,
    relay,
    app: started,
    isHealthy: () => database.isHealthy(),
    async close() {
      await started.close();
      await relay.stop();
      await database.close();
    },
  };
}

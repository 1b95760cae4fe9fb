import type { DynamicModule, Provider, Type } from '@nestjs/common';
import type { ServiceName } from '@ecp/contracts';
import { createHealthController } from './health.controller.js';
import type { ServiceDependencies } from './service-definition.js';
import { EventOutbox } from './event-outbox.js';
import { DATABASE, DATABASE_NOTIFICATIONS, LOGGER, MESSAGE_BUS } from './tokens.js';

/**
 * Builds a service's root module: its controllers and providers plus the shared wiring
 * (database, bus, outbox, logger, health handler), so every service is assembled the same way.
 */
export function serviceModule(
  module: Type<unknown>,
  name: ServiceName,
  deps: ServiceDependencies,
  parts: { controllers: Type<unknown>[]; providers: Provider[] },
): DynamicModule {
  return {
    module,
    controllers: [...parts.controllers, createHealthController(name)],
    providers: [
      { provide: DATABASE, useValue: deps.database },
      { provide: DATABASE_NOTIFICATIONS, useValue: deps.notifications },
      { provide: MESSAGE_BUS, useValue: deps.bus },
      { provide: EventOutbox, useValue: deps.outbox },
      { provide: LOGGER, useValue: deps.logger },
      ...parts.providers,
    ],
  };
}

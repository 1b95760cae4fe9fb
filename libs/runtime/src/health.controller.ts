import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { ServiceName } from '@ecp/contracts';
import { DATABASE } from './tokens.js';
import { isDatabaseHealthy } from './database-health.js';
import type { AppDatabase } from '@ecp/database';

/** Answers `<service>.health` so the gateway's /health can tell whether every service and its database are up. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(DATABASE) private readonly database: AppDatabase) {}

    @MessagePattern(`${service}.health`)
    async health() {
      const database = await isDatabaseHealthy(this.database);
      return { service, ok: database, database };
    }
  }
  return HealthController;
}

import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { PartnersModule } from './partners.module.js';

/** Partner integrations: webhook endpoints, their secrets, and the signed deliveries of the public events. */
export const partnersService: ServiceDefinition = {
  name: 'partners',
  migrationsFolder: join(packageDir('@ecp/partners-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => PartnersModule.forRoot(deps),
};

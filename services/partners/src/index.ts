import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { PartnersModule } from './partners.module.js';

/** Partner integrations: webhook endpoints, their secrets, and the signed deliveries of the public events. */
export const partnersService: ServiceDefinition = {
  name: 'partners',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => PartnersModule.forRoot(deps),
};

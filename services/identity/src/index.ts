import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { IdentityModule } from './identity.module.js';

/** Accounts, passwords, sessions, roles and role requests. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => IdentityModule.forRoot(deps),
};

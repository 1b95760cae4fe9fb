import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { IdentityModule } from './identity.module.js';

/** Accounts, passwords, sessions, roles and role requests. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  migrationsFolder: join(packageDir('@ecp/identity-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => IdentityModule.forRoot(deps),
};

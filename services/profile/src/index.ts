import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { ProfileModule } from './profile.module.js';

/** Profiles, completeness, CV files and the onboarding flag. */
export const profileService: ServiceDefinition = {
  name: 'profile',
  migrationsFolder: join(packageDir('@ecp/profile-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => ProfileModule.forRoot(deps),
};

export { COMPLETENESS_WEIGHTS, profileCompleteness } from './profiles/completeness.js';

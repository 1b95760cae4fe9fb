import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { ProfileModule } from './profile.module.js';

/** Profiles, completeness, CV files and the onboarding flag. */
export const profileService: ServiceDefinition = {
  name: 'profile',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => ProfileModule.forRoot(deps),
};

export { COMPLETENESS_WEIGHTS, profileCompleteness } from './profiles/completeness.js';

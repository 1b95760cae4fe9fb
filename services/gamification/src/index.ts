import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { GamificationModule } from './gamification.module.js';

/** Badges from events, the activity feed and streaks. */
export const gamificationService: ServiceDefinition = {
  name: 'gamification',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => GamificationModule.forRoot(deps),
};

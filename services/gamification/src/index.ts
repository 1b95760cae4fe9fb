import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { GamificationModule } from './gamification.module.js';

/** Badges from events, the activity feed and streaks. */
export const gamificationService: ServiceDefinition = {
  name: 'gamification',
  migrationsFolder: join(packageDir('@ecp/gamification-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => GamificationModule.forRoot(deps),
};

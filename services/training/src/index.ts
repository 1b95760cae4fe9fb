import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { TrainingModule } from './training.module.js';

/** Training programs, enrollments and the external learning provider. */
export const trainingService: ServiceDefinition = {
  name: 'training',
  migrationsFolder: join(packageDir('@ecp/training-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => TrainingModule.forRoot(deps),
};
export { startSandboxProvider, defaultSandboxCourses, type RunningSandboxProvider, type SandboxProviderOptions } from './sandbox/sandbox-provider.js';
export { SANDBOX_DEFAULT_API_KEY } from './training.config.js';

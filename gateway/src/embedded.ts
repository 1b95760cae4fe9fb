import { join } from 'node:path';
import type { MessageBus } from '@ecp/messaging';
import { startService, type RunningService, type ServiceDefinition } from '@ecp/runtime';
import { identityService } from '@ecp/identity-service';
import { profileService } from '@ecp/profile-service';
import { skillsService } from '@ecp/skills-service';
import { assessmentService } from '@ecp/assessment-service';
import { trainingService } from '@ecp/training-service';
import { gamificationService } from '@ecp/gamification-service';

export const allServices: ServiceDefinition[] = [identityService, profileService, skillsService, assessmentService, trainingService, gamificationService];

/**
 * Embedded mode: all six services in this process on one in-process bus, each with its own PGlite
 * data directory under DATA_DIR (or in memory when dataDir is undefined, for tests).
 */
export async function startEmbeddedServices(bus: MessageBus, dataDir: string | undefined, env: Record<string, string | undefined>): Promise<RunningService[]> {
  const started: RunningService[] = [];
  try {
    for (const definition of allServices) {
      const database = dataDir ? { engine: 'pglite' as const, dataDir: join(dataDir, 'db', definition.name) } : { engine: 'pglite' as const };
      started.push(await startService(definition, { bus, database, env, relayPollMs: 200 }));
    }
    return started;
  } catch (error) {
    await Promise.allSettled(started.map((service) => service.close()));
    throw error;
  }
}

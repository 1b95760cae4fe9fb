import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { InProcessBus, type MessageBus } from '@ecp/messaging';
import type { SharedPglite } from '@ecp/database';
import { createLogger } from '@ecp/logger';
import { startService, type RunningService, type ServiceDefinition } from '@ecp/runtime';
import { identityService } from '@ecp/identity-service';
import { profileService } from '@ecp/profile-service';
import { skillsService } from '@ecp/skills-service';
import { assessmentService } from '@ecp/assessment-service';
import { startSandboxProvider, trainingService, type RunningSandboxProvider } from '@ecp/training-service';
import { gamificationService } from '@ecp/gamification-service';
import { partnersService } from '@ecp/partners-service';
import type { EmbeddedHostConfig } from './embedded-host.config.js';
import { openEmbeddedDatabase } from './database-snapshot.js';
import { importPerServiceDatabases } from './per-service-databases.js';

export const allServices: ServiceDefinition[] = [identityService, profileService, skillsService, assessmentService, trainingService, gamificationService, partnersService];

/**
 * Embedded mode's bus: publish() confirms an event only once its consumers have it, so the services' outbox relays
 * mark it sent only then, and an event committed before a crash is delivered after the restart (see
 * InProcessBusOptions.confirmDelivery).
 */
export const embeddedBus = (name = 'embedded') => new InProcessBus({ name, confirmDelivery: true });

export interface EmbeddedServices {
  services: RunningService[];
  /** The one PGlite the services share, a schema each. */
  database: SharedPglite;
  /** Closes the services, last started first, then their database. */
  close(): Promise<void>;
  /** How long start-up took, ms: opening (or unpacking) the database, then each service (migrations, reference data, Nest). */
  startMs: Record<string, number>;
}

/**
 * Embedded mode: all seven services in this process on one in-process bus and one PGlite with a schema per service,
 * as distributed mode runs one PostgreSQL with a schema per service. Its data dir is DATA_DIR/pglite (in memory
 * when dataDir is undefined, for tests), a new one unpacked from the build's snapshot (database-snapshot.ts);
 * per-service data dirs of earlier versions are imported first. The outbox
 * relays start once every service has subscribed, so no event is published before all its consumers listen.
 */
export async function startEmbeddedServices(bus: MessageBus, dataDir: string | undefined, env: Record<string, string | undefined>): Promise<EmbeddedServices> {
  let mark = performance.now();
  const startMs: Record<string, number> = {};
  const lap = (name: string) => {
    const now = performance.now();
    startMs[name] = Math.round(now - mark);
    mark = now;
  };
  const database = dataDir
    ? await importPerServiceDatabases(dataDir, join(dataDir, 'pglite'), allServices, createLogger('embedded'))
    : await openEmbeddedDatabase(undefined);
  lap('database');
  const started: RunningService[] = [];
  const close = async () => {
    for (const service of [...started].reverse()) await service.close();
    await database.close();
  };
  try {
    for (const definition of allServices) {
      // The profile service keeps CV files under DATA_DIR/blobs (the gateway streams uploads to the same place).
      const serviceEnv = dataDir ? { ...env, BLOB_DIR: env.BLOB_DIR ?? join(dataDir, 'blobs') } : env;
      started.push(await startService(definition, { bus, database: { engine: 'pglite', shared: database }, env: serviceEnv, relayPollMs: 1000, startRelay: false, relayPublishesConcurrently: true }));
      lap(definition.name);
    }
    for (const service of started) service.relay.start();
    return { services: started, database, close, startMs };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Embedded mode brings its own learning provider: the sandbox provider on PORT + 1 (or
 * SANDBOX_PROVIDER_PORT), its state in DATA_DIR, and points the training service at it through `env`
 * (the environment the services read their own settings from).
 * A configured LEARNING_PROVIDER_URL (a real partner) wins and no sandbox starts.
 */
export async function startEmbeddedSandbox(
  config: Pick<EmbeddedHostConfig, 'LEARNING_PROVIDER_URL' | 'LEARNING_PROVIDER_API_KEY' | 'SANDBOX_PROVIDER_PORT' | 'SANDBOX_PROVIDER_HOST' | 'SANDBOX_PROVIDER_PUBLIC_URL'>,
  env: Record<string, string | undefined>,
  dataDir: string,
  gatewayPort: number,
): Promise<RunningSandboxProvider | undefined> {
  if (config.LEARNING_PROVIDER_URL) return undefined;
  // A key of this start's own unless one is configured: the sandbox's API (every learner's records there, their
  // progress) listens where learners open its course pages, and a key everyone knows would let them record work not done.
  const apiKey = config.LEARNING_PROVIDER_API_KEY ?? randomBytes(24).toString('base64url');
  const sandbox = await startSandboxProvider({
    port: config.SANDBOX_PROVIDER_PORT ?? gatewayPort + 1,
    host: config.SANDBOX_PROVIDER_HOST,
    apiKey,
    ...(config.SANDBOX_PROVIDER_PUBLIC_URL ? { publicUrl: config.SANDBOX_PROVIDER_PUBLIC_URL } : {}),
    dataFile: join(dataDir, 'sandbox-provider.json'),
  });
  env.LEARNING_PROVIDER_URL = sandbox.url;
  env.LEARNING_PROVIDER_API_KEY = apiKey;
  return sandbox;
}

import { afterAll, beforeAll } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { createTempPostgresDatabase, type TempPostgresDatabase } from '@ecp/testing';
import { identityService } from '../src/index.js';

/** Identity replicas on one temporary PostgreSQL database, each on its own bus, as a scaled deployment runs them. */
export interface IdentityReplicas {
  readonly buses: [InProcessBus, InProcessBus, ...InProcessBus[]];
  readonly services: RunningService[];
  /** The database's connection URL and name (set once beforeAll ran). */
  readonly database: TempPostgresDatabase;
}

/**
 * Starts `count` (≥ 2) identity replicas in the calling describe block's beforeAll and closes them in its afterAll.
 * `before`/`after` run first/last (a fake mail server, say); `env` as a function is read after `before` (its port). Closing replicas on PostgreSQL, one of them reconnecting
 * its listener, took over 30 s once on a loaded machine: hence the minute.
 */
export function identityReplicas(env: Record<string, string> | (() => Record<string, string>), options: { count?: number; before?: () => Promise<void>; after?: () => Promise<void> } = {}): IdentityReplicas {
  const buses = Array.from({ length: Math.max(2, options.count ?? 2) }, () => new InProcessBus()) as IdentityReplicas['buses'];
  const services: RunningService[] = [];
  let database: TempPostgresDatabase | undefined;
  beforeAll(async () => {
    await options.before?.();
    database = await createTempPostgresDatabase();
    const settings = typeof env === 'function' ? env() : env;
    for (const bus of buses) {
      await bus.start();
      services.push(await startService(identityService, { bus, database: { engine: 'postgres', url: database.url }, env: settings, relayPollMs: 50 }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const service of services) await service.close();
    for (const bus of buses) await bus.close();
    await database?.drop();
    await options.after?.();
  }, 60_000);
  return {
    buses,
    services,
    get database() {
      if (!database) throw new Error('identityReplicas: the database exists once beforeAll has run');
      return database;
    },
  };
}

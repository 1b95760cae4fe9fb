import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { busStreams, natsStreamNames } from '@ecp/runtime';
import { createTempPostgresDatabase, testNatsUrl, type RunningApp } from '@ecp/testing';
import { startCluster } from '../../../scripts/cluster.mjs';

/** Removes the JetStream streams (events, dead letters, reply stores) a distributed suite created under its prefix. */
export async function deleteStreams(prefix: string): Promise<void> {
  const nc = await connect({ servers: testNatsUrl() });
  const jsm = await jetstreamManager(nc);
  const { streamName } = natsStreamNames(prefix);
  for (const stream of busStreams(streamName)) await jsm.streams.delete(stream).catch(() => undefined);
  await nc.close();
}

/** What a suite adds to the cluster: its own variables, and what to tear down after the cluster stops. */
export interface ClusterExtras {
  env?: Record<string, string>;
  close?: () => Promise<void>;
}

/**
 * For `useApp`: the gateway and every service as separate processes (the built dist) over real NATS
 * JetStream and PostgreSQL, on a fresh database and a subject prefix (hence streams) of their own.
 */
export function distributedApp(extras: () => Promise<ClusterExtras> = async () => ({})): () => Promise<RunningApp> {
  return async () => {
    const prefix = `t${randomBytes(4).toString('hex')}`;
    const own = await extras();
    const database = await createTempPostgresDatabase();
    const cluster = await startCluster({
      env: { DATABASE_URL: database.url, NATS_URL: testNatsUrl(), BUS_PREFIX: prefix, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...own.env },
      quiet: true,
    }).catch(async (error: unknown) => {
      await database.drop();
      await own.close?.();
      throw error;
    });
    return {
      url: cluster.url,
      async close() {
        await cluster.stop();
        await database.drop();
        await deleteStreams(prefix);
        await own.close?.();
      },
    };
  };
}

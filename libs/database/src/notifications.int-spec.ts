import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createTempPostgresDatabase, describeWithServer, pollUntil, type TempPostgresDatabase } from '@ecp/testing';
import { pgliteNotifications, postgresNotifications, type NotificationHandlers } from './notifications.js';

/** Records what a listener is told. */
function recorder() {
  const seen: { payloads: string[]; live: boolean[] } = { payloads: [], live: [] };
  const handlers: NotificationHandlers = { onNotify: (payload) => seen.payloads.push(payload), onLive: (live) => seen.live.push(live) };
  return { seen, handlers };
}

describe('PGlite notifications', () => {
  it('tells a listener each NOTIFY at commit', async () => {
    const client = await PGlite.create();
    try {
      const { seen, handlers } = recorder();
      const subscription = await pgliteNotifications(client).listen('test_changed', handlers);
      expect(seen.live).toEqual([true]);
      await client.transaction(async (tx) => {
        await tx.query(`select pg_notify('test_changed', 'a')`);
        expect(seen.payloads).toEqual([]);
      });
      await pollUntil(() => seen.payloads.length === 1);
      expect(seen.payloads).toEqual(['a']);
      await subscription.close();
      expect(seen.live).toEqual([true, false]);
      await expect(pgliteNotifications(client).listen('Not plain; drop table x', handlers)).rejects.toThrow('Not a plain channel name');
    } finally {
      await client.close();
    }
  });
});

await describeWithServer('postgres', 'PostgreSQL notifications', () => {
  let database: TempPostgresDatabase;
  let proxy: Server;
  let proxyUrl: string;
  /** While true, the proxy forwards nothing either way and closes nothing: a connection gone silent. */
  let silent = false;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    database = await createTempPostgresDatabase();
    const target = new URL(database.url);
    proxy = createServer((client) => {
      const server = new Socket();
      server.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.on('data', (chunk) => void (silent || server.write(chunk)));
      server.on('data', (chunk) => void (silent || client.write(chunk)));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address() as { port: number };
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(address.port);
    proxyUrl = url.toString();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
    await database?.drop();
  });

  const notify = async (payload: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`select pg_notify('test_changed', $1)`, [payload]).finally(() => client.end());
  };

  it('tells a listener each NOTIFY, and that it is not listening once its connection goes silent, then listens again', async () => {
    const { seen, handlers } = recorder();
    const subscription = await postgresNotifications(proxyUrl, undefined, { everyMs: 100, timeoutMs: 300 }).listen('test_changed', handlers);
    try {
      expect(seen.live).toEqual([true]);
      await notify('first');
      await pollUntil(() => seen.payloads.includes('first'));
      silent = true;
      await pollUntil(() => seen.live.at(-1) === false, { timeoutMs: 3000, description: 'the silent connection counted lost' });
      await notify('missed');
      silent = false;
      await pollUntil(() => seen.live.at(-1) === true, { timeoutMs: 5000, description: 'listening again' });
      await notify('second');
      await pollUntil(() => seen.payloads.includes('second'));
      expect(seen.payloads).not.toContain('missed');
    } finally {
      await subscription.close();
    }
    expect(seen.live.at(-1)).toBe(false);
  });
});

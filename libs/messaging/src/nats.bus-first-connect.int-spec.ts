import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { makeSignedInEvent, waitFor } from '../test/bus.contract.js';
import { NatsBus } from './nats.bus.js';

// A private nats-server on a port of its own, started only after the bus: a service whose process starts while the
// server is away (both restarted, a rolling deploy) must wait for it rather than fail its start-up.
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

describe('NatsBus started before its server', () => {
  let server: ChildProcess | undefined;
  const storeDir = mkdtempSync(join(tmpdir(), 'ecp-nats-first-connect-'));
  const startServer = (port: number) => {
    server = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  };
  const stopServer = async (signal: NodeJS.Signals) => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill(signal);
      await once(server, 'exit');
    }
  };

  afterAll(async () => {
    await stopServer('SIGTERM');
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('waits for the server to come up and then starts', async () => {
    const port = await freePort();
    const bus = new NatsBus({ servers: `nats://127.0.0.1:${port}`, prefix: 'first-connect', streamName: 'FIRST_CONNECT', name: 'first-connect-test' });
    let started = false;
    const starting = bus.start().then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(started).toBe(false);
    startServer(port);
    await starting;
    expect(started).toBe(true);
    await bus.close();
    await stopServer('SIGTERM');
  }, 30_000);

  it('waits out a server that goes away in the middle of its start-up, then consumes', async () => {
    // The fault suite's case: a service connects, and the server is killed before its consumers and responders exist.
    // Down longer than a JetStream request's timeout (5 s), so the consumer's set-up request times out at least once.
    const port = await freePort();
    startServer(port);
    const bus = new NatsBus({ servers: `nats://127.0.0.1:${port}`, prefix: 'mid-start', streamName: 'MID_START', name: 'mid-start-test' });
    try {
      await bus.start();
      await stopServer('SIGKILL');
      const received: string[] = [];
      const subscribing = bus.subscribe('user.signed-in', async (event) => void received.push(event.id), { durable: 'mid-start-user-signed-in' });
      const handling = bus.handle('identity.has-role', async () => ({ hasRole: true }), { queue: 'mid-start' });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      startServer(port);
      await subscribing;
      await handling;
      expect(await bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' })).toEqual({ hasRole: true });
      const event = makeSignedInEvent();
      await bus.publish(event);
      await waitFor(() => received.includes(event.id), 'the event published after the restart', 10_000);
    } finally {
      await bus.close();
    }
  }, 40_000);
});

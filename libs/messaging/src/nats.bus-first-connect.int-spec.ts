import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
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

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
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
    server = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
    await starting;
    expect(started).toBe(true);
    await bus.close();
  }, 30_000);
});

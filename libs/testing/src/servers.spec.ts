import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'node:net';
import { serverAvailable } from './servers.js';

async function listen(onConnection: Parameters<typeof createServer>[1]) {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('serverAvailable("nats")', () => {
  const previousUrl = process.env.TEST_NATS_URL;
  afterEach(() => {
    if (previousUrl === undefined) delete process.env.TEST_NATS_URL;
    else process.env.TEST_NATS_URL = previousUrl;
  });

  it('is true for a server that greets like NATS', async () => {
    const { server, port } = await listen((socket) => socket.end('INFO {"server_id":"fake"}\r\n'));
    process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
    try {
      expect(await serverAvailable('nats')).toBe(true);
    } finally {
      server.close();
    }
  });

  it('is false for something else on the port, and when nothing listens', async () => {
    const { server, port } = await listen((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
    try {
      expect(await serverAvailable('nats')).toBe(false);
    } finally {
      server.close();
    }
    const closed = await listen(() => undefined);
    closed.server.close();
    process.env.TEST_NATS_URL = `nats://127.0.0.1:${closed.port}`;
    expect(await serverAvailable('nats')).toBe(false);
  });
});

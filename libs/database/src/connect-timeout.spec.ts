import { createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { openDatabase } from './database.js';

const migrationsFolder = fileURLToPath(new URL('../test/fixtures/drizzle', import.meta.url));

/** A server that accepts TCP connections and never says a word, as a host behind a dropped network path looks. */
let silent: Server;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('gives up on a PostgreSQL that never answers within the connect timeout instead of waiting on TCP', async () => {
  const { port } = silent.address() as { port: number };
  const started = Date.now();
  await expect(
    openDatabase({ engine: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none`, connectTimeoutMs: 300, schemaName: 'fixture', migrationsFolder }),
  ).rejects.toThrow(/timeout/i);
  expect(Date.now() - started).toBeLessThan(5_000);
});

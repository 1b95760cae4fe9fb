// `npm run start:cluster`: every service and the gateway as separate processes on NATS_URL and
// DATABASE_URL (defaults: the local servers). Ctrl+C stops them all.
import { buildAll } from './lib.mjs';
import { ensureDatabase, startCluster } from './cluster.mjs';

const env = {
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ecp',
};
await buildAll();
await ensureDatabase(env.DATABASE_URL);
const port = Number(process.env.PORT ?? 3000);
const cluster = await startCluster({ env: { ...env, WEB_DIST: process.env.WEB_DIST ?? 'web/dist' }, port, healthPorts: true });
console.log(`\nEnergy career platform (distributed) ready at http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}

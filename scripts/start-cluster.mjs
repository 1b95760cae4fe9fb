// `npm run start:cluster`: every service and the gateway as separate processes on NATS_URL and
// DATABASE_URL (defaults: the local servers). Ctrl+C stops them all.
// `npm run start:cluster -- --replicas assessment=3,skills=2` runs several processes of those services.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, root } from './lib.mjs';
import { dataDirSecret, ensureDatabase, parseReplicas, startCluster } from './cluster.mjs';

let replicas;
try {
  const { values } = parseArgs({ options: { replicas: { type: 'string' } } });
  replicas = parseReplicas(values.replicas);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const env = {
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ecp',
  // Kept across runs, as the database is; DATA_DIR as the processes (cwd: the repository) resolve it.
  JWT_SECRET: process.env.JWT_SECRET || dataDirSecret(resolve(root, process.env.DATA_DIR || './.data')),
};
await buildAll();
await ensureDatabase(env.DATABASE_URL);
const port = Number(process.env.PORT ?? 3000);
const cluster = await startCluster({ env: { ...env, WEB_DIST: process.env.WEB_DIST ?? 'web/dist' }, port, healthPorts: true, replicas });
console.log(`\nEnergy career platform (distributed) ready at http://localhost:${port} (metrics: /metrics)`);
for (const { name, healthPort } of cluster.processes) {
  if (healthPort) console.log(`  ${name.padEnd(16)} health and metrics on http://localhost:${healthPort}/metrics`);
}
console.log('');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}

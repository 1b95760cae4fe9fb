// Distributed mode on one machine: every service and the gateway (its own main, the gateway alone) as
// its own process on NATS and PostgreSQL. Used by `npm run start:cluster` and by the distributed-mode
// suites in services/embedded-host/test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, waitForHttp } from './lib.mjs';

export const SERVICES = ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification'];

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the cluster and resolves once the gateway reports ready. `env` is shared by all processes;
 * JWT_SECRET is generated when absent. Ports left out are chosen free (tests run several clusters).
 * With `quiet`, output is kept back and only shown (last lines per process) when start-up fails.
 * Returns `{ url, processes, stop() }`.
 */
export async function startCluster({ env = {}, port, healthPorts = false, quiet = false, readyTimeoutMs = 90_000 } = {}) {
  port ??= await freePort();
  const shared = {
    ...process.env,
    RUN_MODE: 'distributed',
    NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'production',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    ...env,
  };
  const processes = [];
  const recent = [];
  const launch = (name, script, extra) => {
    const child = spawn(process.execPath, [join(root, script)], {
      cwd: root,
      env: { ...shared, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${name}] `;
    const forward = (stream, target) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) {
          if (quiet) recent.push(prefix + line), recent.length > 200 && recent.shift();
          else target.write(prefix + line + '\n');
        }
      });
    };
    child.once('exit', (code, signal) => recent.push(`${prefix}exited (${signal ?? code})`));
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    processes.push({ name, child });
    return child;
  };

  // Without a configured partner, the sandbox learning provider stands in, as in embedded mode.
  if (!shared.LEARNING_PROVIDER_URL) {
    const sandboxPort = await freePort();
    shared.LEARNING_PROVIDER_URL = `http://127.0.0.1:${sandboxPort}`;
    launch('sandbox', 'services/training/dist/sandbox/server.js', { SANDBOX_PROVIDER_PORT: String(sandboxPort) });
  }
  for (const name of SERVICES) {
    launch(name, `services/${name}/dist/main.js`, { HEALTH_PORT: String(healthPorts ? await freePort() : 0) });
  }
  launch('gateway', 'gateway/dist/main.js', { PORT: String(port) });

  const stop = async () => {
    await Promise.all(
      processes.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => (clearTimeout(timer), resolve()));
              child.kill('SIGTERM');
            }),
      ),
    );
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, { timeoutMs: readyTimeoutMs });
  } catch (error) {
    await stop();
    if (quiet && recent.length) error.message += `\n--- last cluster output ---\n${recent.slice(-60).join('\n')}`;
    throw error;
  }
  return { url, processes, stop };
}

/** Creates the database named in `url` if it does not exist yet. */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

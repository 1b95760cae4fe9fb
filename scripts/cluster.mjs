// Distributed mode on one machine: every service and the gateway (its own main, the gateway alone) as
// its own process on NATS and PostgreSQL. Used by `npm run start:cluster` and by the distributed-mode
// suites in services/embedded-host/test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, waitForHttp } from './lib.mjs';

export const SERVICES = ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification', 'partners'];

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
 * Reads `assessment=3,skills=2` (how many processes of a service to run; the others run one) into
 * `{ assessment: 3, skills: 2 }`. Throws a message naming what is wrong.
 */
export function parseReplicas(text) {
  const replicas = {};
  for (const item of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z]+)=(\d+)$/.exec(item);
    if (!match) throw new Error(`--replicas: "${item}" is not <service>=<count>, e.g. assessment=3`);
    const [, name, count] = match;
    if (!SERVICES.includes(name)) throw new Error(`--replicas: unknown service "${name}" (one of ${SERVICES.join(', ')})`);
    if (Number(count) < 1 || Number(count) > 16) throw new Error(`--replicas: ${name}=${count}: give 1 to 16 processes`);
    replicas[name] = Number(count);
  }
  return replicas;
}

/**
 * Starts the cluster and resolves once the gateway reports ready. `env` is shared by all processes;
 * JWT_SECRET is generated when absent. Ports left out are chosen free (tests run several clusters).
 * `replicas` runs several processes of a service (`{ assessment: 3 }`, named assessment-1…3): they share its
 * requests (one NATS queue group per service) and its events (one durable JetStream consumer per subscription).
 * With `healthPorts`, each service process serves /health and /metrics on a port of its own (`processes[].healthPort`).
 * `readyTimeoutMs` (default 90 s) bounds the wait for the gateway's /health (and, with `healthPorts`, every process's readiness).
 * With `quiet`, output is kept back and only shown (last lines per process) when start-up fails.
 * `nodeArgs` gives some processes, by name, options for node itself (`{ gateway: ['--cpu-prof'] }`: the read-path bench).
 * Returns `{ url, processes, restart(name), stop() }`; `restart` kills one process with SIGKILL (a crash) and starts it
 * again with the same settings (the fault suite).
 */
export async function startCluster({ env = {}, port, healthPorts = false, quiet = false, replicas = {}, readyTimeoutMs = 90_000, nodeArgs = {} } = {}) {
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
  const launch = (name, script, extra, details = {}) => {
    const launched = { name, script, extra, details };
    const child = spawn(process.execPath, [...(nodeArgs[name] ?? []), join(root, script)], {
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
    const existing = processes.find((p) => p.name === name);
    if (existing) existing.child = child;
    else processes.push({ name, child, launched, ...details });
    return child;
  };

  // Without a configured partner, the sandbox learning provider stands in, as in embedded mode.
  if (!shared.LEARNING_PROVIDER_URL) {
    const sandboxPort = await freePort();
    shared.LEARNING_PROVIDER_URL = `http://127.0.0.1:${sandboxPort}`;
    launch('sandbox', 'services/training/dist/sandbox/server.js', { SANDBOX_PROVIDER_PORT: String(sandboxPort) });
  }
  for (const service of SERVICES) {
    const count = replicas[service] ?? 1;
    for (let replica = 1; replica <= count; replica += 1) {
      const healthPort = healthPorts ? await freePort() : 0;
      const name = count > 1 ? `${service}-${replica}` : service;
      launch(name, `services/${service}/dist/main.js`, { HEALTH_PORT: String(healthPort) }, { service, replica, healthPort });
    }
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
  const restart = async (name) => {
    const entry = processes.find((p) => p.name === name);
    if (!entry) throw new Error(`no process named ${name}`);
    const { child, launched } = entry;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    launch(launched.name, launched.script, launched.extra, launched.details);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, { timeoutMs: readyTimeoutMs });
    // The gateway is healthy once one replica of each service answers; a second replica may still be subscribing.
    // A process's own readiness comes after its subscriptions are in place, so wait for every one of them.
    await Promise.all(
      processes
        .filter((p) => p.healthPort)
        .map((p) => waitForHttp(`http://127.0.0.1:${p.healthPort}/health/ready`, { timeoutMs: readyTimeoutMs }).catch((error) => {
          throw new Error(`${p.name} did not become ready: ${error.message}`);
        })),
    );
  } catch (error) {
    await stop();
    if (quiet && recent.length) error.message += `\n--- last cluster output ---\n${recent.slice(-60).join('\n')}`;
    throw error;
  }
  return { url, processes, restart, stop };
}

/**
 * Deletes the JetStream streams a cluster run under `busPrefix` created: the events, the dead letters and each
 * service's reply store (libs/messaging's busStreams; build it first).
 */
export async function deleteBusStreams(natsUrl, busPrefix) {
  const [{ connect }, { jetstreamManager }, { busStreams, natsStreamNames }] = await Promise.all([
    import('@nats-io/transport-node'),
    import('@nats-io/jetstream'),
    import(pathToFileURL(join(root, 'libs', 'messaging', 'dist', 'tokens.js')).href),
  ]);
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of busStreams(natsStreamNames(busPrefix).streamName)) await jsm.streams.delete(name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/**
 * The signing secret kept in `dataDir/secrets/jwt-secret`, made on first use, as embedded mode keeps its own
 * (services/embedded-host/src/main.ts): the database outlives a run, and identity seals TOTP secrets with a key
 * derived from JWT_SECRET, so a new one each run would lock out every two-factor user and end every session.
 */
export function dataDirSecret(dataDir) {
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Creates the database named in `url` if it does not exist yet. */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  client.on('error', () => undefined); // a lost connection fails the query in hand; unheard, its 'error' event would crash
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

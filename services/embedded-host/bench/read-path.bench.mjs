// The `{ me { id email fullName roles } }` read in both modes beside the bare hop it is measured against, in one run:
// - bare hop: Fastify → NATS request/reply → a responder with a constant reply, started here (NATS_URL, default
//   nats://127.0.0.1:4222; skipped when unreachable);
// - distributed: the gateway and every service as processes (scripts/cluster.mjs, as `npm run start:cluster`) →
//   NATS → identity → PostgreSQL (DATABASE_URL's server, default 127.0.0.1:5432), on a database and a bus
//   prefix (hence JetStream streams) of its own, dropped afterwards;
// - embedded: `npm start`'s host, gateway → in-process bus → identity → PGlite, on a fresh data dir.
// Rounds alternate so machine load hits all alike; medians. Prints a table and, with BENCH_RESULT_FILE, writes the
// figures there. Never asserts.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_MODES (embedded,distributed).
// BENCH_CPU_PROF_DIR=dir: the gateway and identity processes, and the embedded host, run with --cpu-prof into dir;
// the load's time windows go to dir/windows.json, which `node scripts/cpu-profile-top.mjs dir` reads to print the
// top self-time frames under load only (see services/embedded-host/bench/README.md).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { cpuMs, rssMb, startEmbedded } from '../../../scripts/measure-start.mjs';
import { deleteBusStreams, ensureDatabase, startCluster } from '../../../scripts/cluster.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const modes = (process.env.BENCH_MODES ?? 'embedded,distributed').split(',').map((mode) => mode.trim());
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const profileDir = process.env.BENCH_CPU_PROF_DIR ? resolve(process.env.BENCH_CPU_PROF_DIR) : undefined;
const cpuProf = (name) => ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`];
/** CLOCK_MONOTONIC in µs: the clock of a .cpuprofile's timestamps, so the load's windows can be cut out of a profile. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The bare hop: one HTTP route that asks a NATS responder and returns its answer. */
async function startBareHop() {
  const nc = await connect({ servers: natsUrl, timeout: 2000 });
  const subject = `bench.bare.${randomUUID()}`; // unique: the NATS server is shared
  const reply = JSON.stringify({ data: { me: { id: '00000000-0000-0000-0000-000000000000', email: 'bench@example.test', fullName: 'Bench Mark', roles: ['beneficiary'] } } });
  const sub = nc.subscribe(subject, { callback: (_error, message) => message.respond(reply) });
  const app = Fastify();
  app.post('/graphql', async (_request, response) => {
    const answer = await nc.request(subject, '{}', { timeout: 5000 });
    response.header('content-type', 'application/json').send(answer.string());
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, async stop() { await app.close(); sub.unsubscribe(); await nc.close(); } };
}

/**
 * Distributed mode as `npm run start:cluster` runs it, on a database and a bus prefix of its own (the PostgreSQL
 * and NATS servers are shared), both removed by stop().
 */
async function startDistributed() {
  const id = randomBytes(4).toString('hex');
  const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ecp');
  databaseUrl.pathname = `/ecp_bench_read_${id}`;
  const prefix = `benchread${id}`;
  await ensureDatabase(databaseUrl.toString());
  const dropDatabase = async () => {
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "ecp_bench_read_${id}" with (force)`).finally(() => client.end());
  };
  const deleteStreams = () => deleteBusStreams(natsUrl, prefix);
  const nodeArgs = profileDir ? { gateway: cpuProf('distributed-gateway'), identity: cpuProf('distributed-identity') } : {};
  let cluster;
  try {
    cluster = await startCluster({
      env: { DATABASE_URL: databaseUrl.toString(), NATS_URL: natsUrl, BUS_PREFIX: prefix, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      quiet: true,
      nodeArgs,
    });
  } catch (error) {
    await dropDatabase();
    await deleteStreams();
    throw error;
  }
  const pidOf = (name) => cluster.processes.find((p) => p.name === name).child.pid;
  return {
    url: cluster.url,
    pids: cluster.processes.map(({ child }) => child.pid),
    // The PostgreSQL backends serving this database (identity's pool), found anew each time: pools connect lazily.
    async cpuPids() {
      const admin = new URL(databaseUrl);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [`ecp_bench_read_${id}`]).finally(() => client.end());
      return { gateway: [pidOf('gateway')], identity: [pidOf('identity')], postgres: rows.map((row) => row.pid) };
    },
    async stop() {
      await cluster.stop();
      await dropDatabase();
      await deleteStreams();
    },
  };
}

/**
 * Waits (at most 60 s) until the processes use less than a tenth of a core between them: a service still busy
 * starting (the assessment analyzer is built after /health answers) would otherwise take CPU from the first rounds.
 */
async function settle(pids) {
  const total = () => Promise.all(pids.map((pid) => cpuMs(pid).catch(() => 0))).then((times) => times.reduce((a, b) => a + b, 0));
  const deadline = Date.now() + 60_000;
  let before = await total();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await total();
    if (after - before < 100) return;
    before = after;
  }
  console.warn('processes still busy after 60 s; measuring anyway');
}

/** CPU time used so far (ms) by each named group of processes. */
async function cpuByProcess(pids) {
  const entries = await Promise.all(Object.entries(pids).map(async ([name, list]) => [name, (await Promise.all(list.map((pid) => cpuMs(pid).catch(() => 0)))).reduce((a, b) => a + b, 0)]));
  return Object.fromEntries(entries);
}

async function signUp(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
      variables: { input: { email: `bench-${Date.now()}@example.test`, password: 'bench-password-1', fullName: 'Bench Mark', role: 'beneficiary', beneficiaryType: 'professional' } },
    }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.signUp.accessToken;
}

const load = (url, token, duration) =>
  autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id email fullName roles } }' }),
  });

const targets = [];
let peakRssMb = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-read-'));
if (profileDir) mkdirSync(profileDir, { recursive: true });
const windows = {};
try {
  try {
    targets.push({ name: 'bare hop (Fastify → NATS → constant reply)', mode: 'bare', ...(await startBareHop()), token: 'none', runs: [] });
  } catch (error) {
    console.warn(`bare hop skipped: NATS unreachable (${error.message})`);
  }
  if (modes.includes('distributed')) {
    try {
      const distributed = await startDistributed();
      await settle(distributed.pids);
      targets.push({ name: 'me, distributed (gateway → NATS → identity → PostgreSQL)', mode: 'distributed', url: distributed.url, stop: distributed.stop, cpuPids: distributed.cpuPids, token: await signUp(distributed.url), runs: [] });
    } catch (error) {
      console.warn(`distributed mode skipped: ${error.message}`);
    }
  }
  if (modes.includes('embedded')) {
    // Node's options as startEmbedded's default (as `npm start` runs the host) unless profiling.
    const embedded = await startEmbedded(dataDir, profileDir ? { nodeArgs: cpuProf('embedded') } : {});
    await settle([embedded.pid]);
    targets.push({ name: 'me, embedded (npm start)', mode: 'embedded', url: embedded.url, stop: embedded.stop, cpuPids: async () => ({ 'embedded host': [embedded.pid] }), token: await signUp(embedded.url), runs: [] });
    // The embedded process's resident memory under load, sampled.
    const sampler = setInterval(() => void rssMb(embedded.pid).then((mb) => (peakRssMb = Math.max(peakRssMb, mb)), () => undefined), 250);
    sampler.unref();
  }
  for (const target of targets) await load(target.url, target.token, 3); // warm-up: JIT, caches
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const pids = (await target.cpuPids?.()) ?? {};
      const cpuBefore = await cpuByProcess(pids);
      const from = monotonicUs();
      const result = await load(target.url, target.token, seconds);
      (windows[target.mode] ??= []).push([from, monotonicUs()]);
      const cpuAfter = await cpuByProcess(pids);
      const cpuUsPerRequest = Object.fromEntries(Object.keys(pids).map((name) => [name, Math.round((1000 * (cpuAfter[name] - cpuBefore[name])) / Math.max(1, result.requests.total))]));
      target.runs.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUsPerRequest });
    }
  }
} finally {
  if (profileDir) writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(windows));
  for (const target of targets) await target.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const baseline = targets.find((t) => t.name.startsWith('bare'));
const rows = targets.map(({ name, runs }) => {
  const rps = Math.round(median(runs.map((r) => r.rps)));
  return {
    path: name,
    'req/s': rps,
    'p50 ms': median(runs.map((r) => r.p50)),
    'p99 ms': median(runs.map((r) => r.p99)),
    'ratio to bare hop': baseline ? Number((rps / Math.round(median(baseline.runs.map((r) => r.rps)))).toFixed(2)) : null,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    // CPU time per request (user + system, from /proc; not inflated by waiting for a busy machine), by process.
    'CPU µs/request': Object.entries(runs[0].cpuUsPerRequest).map(([name]) => `${name} ${median(runs.map((r) => r.cpuUsPerRequest[name]))}`).join(', '),
  };
});
console.log(`\nRead path, ${connections} connections, ${rounds} alternating rounds of ${seconds} s (medians):`);
console.table(rows);
if (modes.includes('embedded')) console.log(`embedded peak RSS under this load: ${Math.round(peakRssMb)} MB`);
if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ connections, rounds, seconds, loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(2))), rows, embeddedPeakRssMb: Math.round(peakRssMb) }, null, 2));

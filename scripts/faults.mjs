// `npm run test:faults` (part of `npm test`): kills parts of the built app mid-stream and counts what survives.
// Every acknowledged sign-up must end with its first_login badge and every acknowledged upload with a completed
// assessment, none twice; the counts and the time to recover are printed, and any loss or duplicate fails the suite.
// 1. Embedded mode: 25 people sign up and upload a CV as fast as the app takes them; the process is killed with
//    SIGKILL while their events are still flowing, then started again on the same DATA_DIR (events committed before
//    the crash are delivered after it: see InProcessBusOptions.confirmDelivery).
// 2. Distributed mode, on a private nats-server (own port and JetStream store) and a PostgreSQL database of its own:
//    a. sign-ups at a steady rate while nats-server is killed and started again 1 s later: none may fail (requests
//       wait for the bus to come back and are repeated safely, see NatsBus.request);
//    b. sign-ups with uploads while the assessment and gamification services are killed (SIGKILL) and restarted and
//       nats-server is killed and restarted, all mid-stream;
//    c. sign-ups with uploads while PostgreSQL ends every connection to the suite's database (pg_terminate_backend,
//       again and again for 1 s, as a server restart would; the machine's server itself is left alone): no service
//       process may exit, and every acknowledged upload still ends with one completed assessment.
// `node scripts/faults.mjs embedded|distributed|bus|postgres` runs one part (bus: 2a alone; postgres: 2c alone).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, freePort, startCluster } from './cluster.mjs';
import { buildAll, embeddedHostMain, freePortPair, root, waitForHttp } from './lib.mjs';

const CV = readFileSync(join(root, 'services/assessment/bench/fixtures/two-page-cv.txt'));
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server'; // as services/gamification/test/nats-server.ts
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Every person here signs up from this one machine: more than one network may in an hour (SIGN_UP_MAX_PER_IP, 50).
const SIGN_UPS_FROM_HERE = '10000';

/** GraphQL and upload calls against one app. */
function client(base) {
  const gql = async (query, variables = {}, token) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  return {
    gql,
    signUp: async (person) => {
      const res = await gql('mutation($i: SignUpInput!) { signUp(input: $i) { accessToken } }', { i: { email: person.email, password: person.password, fullName: 'Fault Test', role: 'beneficiary', beneficiaryType: 'professional' } });
      if (!res?.data?.signUp?.accessToken) person.error = res?.errors?.[0]?.message ?? JSON.stringify(res).slice(0, 200);
      return res?.data?.signUp?.accessToken;
    },
    signIn: async (person) => (await gql('mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', { i: { email: person.email, password: person.password } }))?.data?.signIn?.accessToken,
    upload: async (token) => {
      const form = new FormData();
      form.append('file', new Blob([CV]), 'cv.txt');
      const res = await fetch(`${base}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      return res.ok;
    },
  };
}

const newPerson = (tag, i) => ({ email: `fault-${tag}-${i}-${randomBytes(4).toString('hex')}@example.test`, password: `Turbine-${randomBytes(6).toString('hex')}`, signedUp: false, uploaded: false, failed: false });

/**
 * Asks the app, until every acknowledged sign-up has first_login and every acknowledged upload an assessment (or
 * `timeoutMs` passes), and counts: published (acknowledged), applied, lost, applied twice. `since` starts the clock.
 */
async function settle(api, people, since, { timeoutMs = 240_000 } = {}) {
  const signedUp = people.filter((p) => p.signedUp);
  const uploaded = people.filter((p) => p.uploaded);
  const deadline = Date.now() + timeoutMs;
  const outcome = new Map();
  for (;;) {
    for (const person of signedUp) {
      if (outcome.get(person)?.done) continue;
      // A pooled connection to a killed process fails once: the next round asks again. The token from the sign-up
      // serves while it lasts (a sign-in hashes the password: costly, many times a round).
      person.token ??= await api.signIn(person).catch(() => undefined);
      const state = person.token ? await api.gql('{ myBadges { badgeType earnedDate } assessmentHistory { assessment { id status } } }', {}, person.token).catch(() => undefined) : undefined;
      if (state?.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') person.token = undefined;
      if (!state?.data) continue;
      const badges = state.data.myBadges?.filter((b) => b.badgeType === 'first_login' && b.earnedDate).length ?? 0;
      const assessments = state.data.assessmentHistory?.length ?? 0;
      outcome.set(person, { badges, assessments, done: badges >= 1 && (!person.uploaded || assessments >= 1) });
    }
    if (signedUp.every((p) => outcome.get(p)?.done) || Date.now() > deadline) break;
    await sleep(500);
  }
  const recoveredInMs = Date.now() - since;
  const get = (p) => outcome.get(p) ?? { badges: 0, assessments: 0 };
  const firstLogins = signedUp.filter((p) => get(p).badges >= 1).length;
  const assessed = uploaded.filter((p) => get(p).assessments >= 1).length;
  return {
    'sign-ups acknowledged': signedUp.length,
    'sign-ups failed': people.filter((p) => p.failed).length,
    'uploads acknowledged': uploaded.length,
    'events published (acknowledged)': signedUp.length + uploaded.length,
    'events applied': firstLogins + assessed,
    'first_login badges': firstLogins,
    'assessed': assessed,
    lost: signedUp.length - firstLogins + uploaded.length - assessed,
    duplicates: signedUp.filter((p) => get(p).badges > 1).length + uploaded.filter((p) => get(p).assessments > 1).length,
    'time to recover (ms)': recoveredInMs,
    errors: people.filter((p) => p.failed).reduce((all, p) => ({ ...all, [p.error]: (all[p.error] ?? 0) + 1 }), {}),
  };
}

const failures = [];
const report = (title, counts, { failuresAllowed = true } = {}) => {
  console.log(`\n${title}`);
  console.table(Object.fromEntries(Object.entries(counts).filter(([key]) => key !== 'errors')));
  if (counts.lost !== 0 || counts.duplicates !== 0) failures.push(`${title}: ${counts.lost} lost, ${counts.duplicates} applied twice`);
  if (counts['events published (acknowledged)'] === 0) failures.push(`${title}: nothing was acknowledged`);
  if (!failuresAllowed && counts['sign-ups failed'] !== 0) failures.push(`${title}: ${counts['sign-ups failed']} sign-ups failed`);
  if (counts.errors) for (const [message, times] of Object.entries(counts.errors)) console.log(`  sign-up failed ${times}x: ${message}`);
  delete counts.errors;
};

// ------------------------------------------------------------------------------------------------ 1. embedded
async function embeddedCrash() {
  const PEOPLE = 25;
  const port = await freePortPair();
  const base = `http://127.0.0.1:${port}`;
  const api = client(base);
  const dataDir = mkdtempSync(join(tmpdir(), 'ecp-faults-'));
  const env = { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'error', TRAINING_SYNC_INTERVAL_SECONDS: '0', SIGN_UP_MAX_PER_IP: SIGN_UPS_FROM_HERE };
  const startApp = async () => {
    const app = spawn(process.execPath, [embeddedHostMain], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const exited = new Promise((resolve) => app.once('exit', resolve));
    await Promise.race([waitForHttp(`${base}/health`, { timeoutMs: 600_000 }), exited.then(() => Promise.reject(new Error('the app exited before it was ready')))]);
    return { app, exited };
  };
  let running;
  try {
    running = await startApp();
    // Each person signs up, then uploads; all at once. The kill lands while their events are in flight.
    const people = Array.from({ length: PEOPLE }, (_, i) => newPerson('embedded', i));
    let acknowledged = 0;
    const first = running.app;
    let fallback;
    const killed = new Promise((resolve) => {
      // The first process only: the fallback must never hit the restarted one.
      const kill = () => {
        clearTimeout(fallback);
        first.kill('SIGKILL');
        resolve(undefined);
      };
      // Kill as soon as the tenth upload is answered: the others are mid-flight, and so are the events of all of them.
      people.forEach((person) => {
        void (async () => {
          const token = await api.signUp(person).catch(() => undefined);
          if (!token) return;
          person.signedUp = true;
          person.uploaded = await api.upload(token).catch(() => false);
          if (person.uploaded && ++acknowledged === 10) kill();
        })();
      });
      fallback = setTimeout(kill, 60_000);
    });
    await killed;
    await running.exited;
    const killedAt = Date.now();
    running = await startApp();
    report('1. embedded: SIGKILL mid-stream, restart on the same DATA_DIR (clock from the kill)', await settle(api, people, killedAt));
  } finally {
    if (running && running.app.exitCode === null && running.app.signalCode === null) running.app.kill('SIGTERM');
    await running?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------------ 2. distributed
/** A nats-server of the suite's own, with JetStream on a store dir that outlives its restarts. */
function privateNats(port, storeDir) {
  let server;
  const waitForPort = async () => {
    for (let i = 0; i < 100; i += 1) {
      const open = await new Promise((resolve) => {
        const socket = tcpConnect(port, '127.0.0.1').once('connect', () => (socket.destroy(), resolve(true))).once('error', () => resolve(false));
      });
      if (open) return;
      await sleep(50);
    }
    throw new Error('nats-server did not start');
  };
  return {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      await waitForPort();
    },
    async kill() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Starts `people` one every `intervalMs`: each signs up (and uploads, if asked). Resolves when all are answered. */
function stream(api, people, intervalMs, { uploads }) {
  return Promise.all(
    people.map(async (person, i) => {
      await sleep(i * intervalMs);
      const token = await api.signUp(person).catch((error) => void (person.error = String(error)));
      if (!token) {
        person.failed = true;
        return;
      }
      person.token = token;
      person.signedUp = true;
      if (uploads) person.uploaded = await api.upload(token).catch(() => false);
    }),
  );
}

/** 2a and 2b: nats-server and consumers going down (2a alone when `only` is 'bus'). */
async function busOutages(api, cluster, nats, only) {
  // a. 40 sign-ups at 5 a second (each hashes a password: a steady rate the shared machine keeps up with); nats-server
  //    is killed 2 s in and back 1 s later.
  const signUps = Array.from({ length: 40 }, (_, i) => newPerson('bus', i));
  const busOutage = (async () => {
    await sleep(2_000);
    await nats.kill();
    await sleep(1_000);
    await nats.start();
    return Date.now();
  })();
  await stream(api, signUps, 200, { uploads: false });
  report('2a. distributed: sign-ups at 5/s through a 1 s nats-server restart (SIGKILL; clock from the restart)', await settle(api, signUps, await busOutage), { failuresAllowed: false });

  if (only === 'bus') return;

  // b. 24 people sign up and upload, one every 250 ms, while a consumer, another consumer and the bus go down.
  const people = Array.from({ length: 24 }, (_, i) => newPerson('cluster', i));
  const faults = (async () => {
    await sleep(1_000);
    await cluster.restart('assessment');
    await sleep(1_000);
    await cluster.restart('gamification');
    await sleep(1_000);
    await nats.kill();
    await sleep(1_000);
    await nats.start();
    return Date.now();
  })();
  await stream(api, people, 250, { uploads: true });
  report('2b. distributed: sign-ups with uploads; assessment and gamification killed (SIGKILL) and restarted, nats-server killed and restarted 1 s later (clock from the last restart)', await settle(api, people, await faults));
}

/**
 * Ends every connection to `database` (pg_terminate_backend, from the admin database) every `everyMs` for `forMs`;
 * resolves with the time it stopped, how many connections it ended and in how many rounds.
 */
async function terminateConnections(database, { forMs, everyMs }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  admin.on('error', () => undefined);
  await admin.connect();
  let terminated = 0;
  let rounds = 0;
  try {
    const until = Date.now() + forMs;
    while (Date.now() < until) {
      // In the select list, pg_terminate_backend runs only on the rows the WHERE kept: this database's backends.
      const { rows } = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      terminated += rows.filter((row) => row.ended).length;
      rounds += 1;
      await sleep(everyMs);
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
  return { at: Date.now(), terminated, rounds };
}

async function distributed() {
  const workDir = mkdtempSync(join(tmpdir(), 'ecp-faults-cluster-'));
  const nats = privateNats(await freePort(), join(workDir, 'jetstream'));
  const database = `ecp_faults_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${database}` }).toString();
  let cluster;
  try {
    await nats.start();
    await ensureDatabase(databaseUrl);
    const clusterStarted = Date.now();
    cluster = await startCluster({
      env: { DATABASE_URL: databaseUrl, NATS_URL: nats.url, BUS_PREFIX: 'faults', DATA_DIR: join(workDir, 'data'), WEB_DIST: '', LOG_LEVEL: 'error', TRAINING_SYNC_INTERVAL_SECONDS: '0', SIGN_UP_MAX_PER_IP: SIGN_UPS_FROM_HERE },
      quiet: true,
      readyTimeoutMs: 240_000,
    });
    console.log(`cluster ready in ${Date.now() - clusterStarted} ms`);
    const api = client(cluster.url);

    const only = process.argv[2];
    if (only !== 'postgres') await busOutages(api, cluster, nats, only);
    if (only === 'bus') return;

    // c. 24 people sign up and upload, one every 250 ms; 1.5 s in, every connection to the suite's database is
    //    terminated, every 50 ms for 1 s. Requests in flight then may fail (not acknowledged, not counted); the
    //    services must stay up and every acknowledged upload end with exactly one completed assessment.
    const people = Array.from({ length: 24 }, (_, i) => newPerson('postgres', i));
    const processes = cluster.processes.map(({ name, child }) => ({ name, child }));
    const outage = (async () => {
      await sleep(1_500);
      return terminateConnections(database, { forMs: 1_000, everyMs: 50 });
    })();
    await stream(api, people, 250, { uploads: true });
    const { at, terminated, rounds } = await outage;
    const counts = await settle(api, people, at);
    const exited = processes.filter(({ child }) => child.exitCode !== null || child.signalCode !== null).map(({ name }) => name);
    if (exited.length > 0) failures.push(`2c: ${exited.join(', ')} exited when PostgreSQL ended their connections`);
    report(
      '2c. distributed: sign-ups with uploads while every connection to the database is terminated (pg_terminate_backend every 50 ms for 1 s; clock from the last)',
      { 'connections terminated': terminated, 'termination rounds': rounds, 'processes exited': exited.length, ...counts },
    );
  } finally {
    await cluster?.stop();
    await nats.stop();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    admin.on('error', () => undefined);
    await admin.connect().then(() => admin.query(`drop database if exists "${database}" with (force)`)).catch(() => undefined);
    await admin.end().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

await buildAll({ quiet: true });
let exitCode = 1;
try {
  const only = process.argv[2];
  if (!only || only === 'embedded') await embeddedCrash();
  if (!only || only === 'distributed' || only === 'bus' || only === 'postgres') await distributed();
  for (const failure of failures) console.error(`FAILED ${failure}`);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error('fault suite failed to run:', error);
}
process.exit(exitCode);

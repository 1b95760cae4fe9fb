// `npm run test:replicas` (a stage of `npm test`): distributed mode with several processes of a service, on a
// private nats-server (JetStream) and a PostgreSQL database of its own. People sign up and upload CVs while a
// stream of queries runs; 3 assessment and 2 skills processes share the requests (one NATS queue group per
// service) and the events (one durable JetStream consumer per subscription). One assessment process is killed
// (SIGKILL) mid-stream, and a second wave signs up and uploads after it (only the survivors can handle those
// events) while the queries go on. The test prints how the work spread across the processes (from each one's /metrics) and
// checks that every acknowledged upload ended with exactly one completed assessment and every sign-up with
// exactly one known user in skills and one first_login badge: nothing lost, nothing applied twice.
// The same cluster exports its traces to a stand-in OTLP/HTTP receiver here; one CV upload's trace must run
// from the gateway through the bus to the profile and assessment services and their databases.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from './lib.mjs';
import { deleteBusStreams, ensureDatabase, freePort, startCluster } from './cluster.mjs';

const PEOPLE = 10;
// People who sign up and upload after the kill: their events can only be handled by the surviving replicas.
const AFTER_KILL = 3;
// Queries keep coming at least this long after the kill, so some are routed after the process is gone.
const QUERIES_AFTER_KILL_MS = 5_000;
const MIN_QUERIES_AFTER_KILL = 20;
const REPLICAS = { assessment: 3, skills: 2 };
const KILLED = 'assessment-2';
// A short CV: the analysis is real, but this suite is about where it runs, not how long it takes.
const CV = Buffer.from(
  'Alex Turbine\nSenior Electrical Engineer\n\nExperience\n2018-2024 Grid Operations Engineer, NorthGrid: substation maintenance, SCADA monitoring, protection relay testing.\n' +
    '2014-2018 Field Technician, SunFarm Solar: photovoltaic installation, inverter commissioning.\n\nSkills\nPython, SCADA, project management, high voltage safety, AutoCAD\n',
);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

await buildAll({ quiet: true });
const { default: pg } = await import('pg');

// --- a private nats-server (else the shared one, under a prefix of our own) --------------------------------
const natsBinary = [process.env.NATS_SERVER_BIN, '/usr/sbin/nats-server', '/usr/local/bin/nats-server'].find((path) => path && existsSync(path))
  ?? (spawnSync('which', ['nats-server']).stdout?.toString().trim() || undefined);
let nats;
let natsExited;
let natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const prefix = `r${randomBytes(4).toString('hex')}`;

// --- a PostgreSQL database of our own -------------------------------------------------------------------------
const adminUrl = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/ecp_replicas_${randomBytes(6).toString('hex')}`;

// --- a stand-in OTLP/HTTP receiver (JSON encoding, what @opentelemetry/exporter-trace-otlp-http sends) ----------
const spans = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/traces') {
      try {
        for (const resourceSpans of JSON.parse(body).resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
          for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      } catch (error) {
        console.error('OTLP receiver: unreadable export', error.message);
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});

let cluster;
let exitCode = 1;
const natsDir = mkdtempSync(join(tmpdir(), 'ecp-replicas-nats-'));
// Started inside the try, so that whatever fails (nats-server, the database) the finally still cleans up.
try {
  if (natsBinary) {
    const natsPort = await freePort();
    nats = spawn(natsBinary, ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsDir], { stdio: 'ignore' });
    natsExited = new Promise((resolve) => nats.once('exit', resolve));
    natsUrl = `nats://127.0.0.1:${natsPort}`;
    await waitForPort(natsPort);
  }
  await ensureDatabase(databaseUrl.toString());
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const otlpEndpoint = `http://127.0.0.1:${receiver.address().port}`;

  cluster = await startCluster({
    env: {
      NATS_URL: natsUrl,
      DATABASE_URL: databaseUrl.toString(),
      BUS_PREFIX: prefix,
      WEB_DIST: '',
      LOG_LEVEL: 'error',
      TRAINING_SYNC_INTERVAL_SECONDS: '0',
      // A replica that dies holding events gives them up after this long (default 30 s).
      BUS_ACK_WAIT_SECONDS: '4',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
    },
    replicas: REPLICAS,
    healthPorts: true,
    quiet: true,
    // Eleven Node processes start at once; on a busy CI machine that takes a while.
    readyTimeoutMs: 240_000,
  });
  const base = cluster.url;
  console.log(`cluster up in ${elapsed()}: ${cluster.processes.map((p) => p.name).join(', ')}`);

  // --- each process's metrics, scraped all along: a killed process keeps its last reading ------------------
  const serviceProcesses = cluster.processes.filter((p) => p.healthPort);
  const readings = new Map();
  const scrape = async () => {
    await Promise.all(serviceProcesses.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      const text = await fetch(`http://127.0.0.1:${p.healthPort}/metrics`).then((res) => res.text()).catch(() => undefined);
      if (text) readings.set(p.name, parseMetrics(text));
    }));
  };
  let scraping = true;
  const scraper = (async () => {
    while (scraping) {
      await scrape();
      await sleep(300);
    }
  })();

  const gql = async (query, variables = {}, token) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  const signUp = async (email) =>
    (await gql('mutation($i: SignUpInput!) { signUp(input: $i) { accessToken } }', { i: { email, password: `Turbine-${randomBytes(6).toString('hex')}`, fullName: 'Replica Test', role: 'beneficiary', beneficiaryType: 'professional' } }))?.data?.signUp?.accessToken;
  const upload = async (token) => {
    const form = new FormData();
    form.append('file', new Blob([CV]), 'cv.txt');
    const res = await fetch(`${base}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return res.ok ? (await res.json()).uploadId : undefined;
  };

  // --- the stream: sign-ups and uploads (events), and queries to both services (requests) all along ---------
  const people = Array.from({ length: PEOPLE + AFTER_KILL }, (_, i) => ({ email: `replica-${i}-${randomBytes(4).toString('hex')}@example.test` }));
  const queries = { sent: 0, ok: 0, failedBeforeKill: 0, failedAfterKill: 0, sentAfterKill: 0, timedOutAfterKill: 0, slowestMs: 0 };
  const queryErrors = [];
  let killedAt;
  let streaming = true;
  const tokens = [];
  const queryStream = Promise.all(Array.from({ length: 3 }, async (_, lane) => {
    for (let i = 0; streaming; i += 1) {
      const token = tokens[(i + lane) % Math.max(tokens.length, 1)];
      if (!token) {
        await sleep(50);
        continue;
      }
      queries.sent += 1;
      const sentAt = Date.now();
      const result = await gql(i % 2 ? '{ mySkills { skillName } }' : '{ assessmentHistory { assessment { id } } }', {}, token).catch((error) => ({ errors: [error] }));
      queries.slowestMs = Math.max(queries.slowestMs, Date.now() - sentAt);
      if (!result.errors && result.data) queries.ok += 1;
      // A request in flight to the process as it is killed fails (its caller sees an error, nothing is half-done);
      // the server notices the closed connection at once, so requests sent a moment later go to the others.
      else if (killedAt && sentAt > killedAt + 1000) {
        const message = result.errors?.[0]?.message ?? 'no data';
        // A timeout is the machine being slow (it happens before the kill too); anything else would be the dead process.
        // Told by its code: the person is told the operation's message, not the bus's 'timed out'.
        if (result.errors?.[0]?.extensions?.domainCode === 'TIMEOUT' || /timed out/.test(message)) queries.timedOutAfterKill += 1;
        else (queries.failedAfterKill += 1, queryErrors.push(message));
      } else queries.failedBeforeKill += 1;
      if (killedAt && sentAt > killedAt + 1000) queries.sentAfterKill += 1;
      await sleep(20);
    }
  }));

  const handled = (name, durable) => sum(readings.get(name), 'ecp_bus_event_duration_seconds_count', (l) => l.durable === durable && l.outcome === 'handled');
  const kill = (async () => {
    // Once the doomed process has analysed a CV and a third of the uploads are answered: it holds events then
    // (on a machine too slow for that within the minute, it is killed anyway).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(handled(KILLED, 'assessment-cv-uploaded') >= 1 && people.slice(0, PEOPLE).filter((p) => p.uploadId).length >= PEOPLE / 3)) await sleep(100);
    const victim = cluster.processes.find((p) => p.name === KILLED);
    victim.child.kill('SIGKILL');
    killedAt = Date.now();
    console.log(`${KILLED} killed (SIGKILL) at ${elapsed()}, ${people.filter((p) => p.uploadId).length} of ${PEOPLE} uploads answered`);
  })();

  // Four people at a time sign up and upload; once the process is killed, a second wave.
  const signUpAndUpload = async (wave) => {
    let next = 0;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (next < wave.length) {
        const person = wave[next++];
        person.token = await signUp(person.email).catch(() => undefined);
        if (!person.token) continue;
        tokens.push(person.token);
        person.uploadId = await upload(person.token).catch(() => undefined);
      }
    }));
  };
  await signUpAndUpload(people.slice(0, PEOPLE));
  await kill;
  await signUpAndUpload(people.slice(PEOPLE));
  console.log(`after the kill: ${people.slice(PEOPLE).filter((p) => p.uploadId).length} of ${AFTER_KILL} more people signed up and uploaded at ${elapsed()}`);
  // On a loaded machine a query in flight at the kill may take its whole timeout: keep the queries coming until
  // enough were sent after the kill (a lane stuck for half a minute would be a real fault, reported below).
  while (Date.now() < killedAt + QUERIES_AFTER_KILL_MS || (queries.sentAfterKill < MIN_QUERIES_AFTER_KILL && Date.now() < killedAt + 30_000)) await sleep(100);

  // --- settle: every acknowledged upload analysed, every sign-up known to skills and badged ------------------
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  const signedUp = people.filter((p) => p.token);
  const uploaded = people.filter((p) => p.uploadId);
  const uploadIds = uploaded.map((p) => p.uploadId);
  const count = async (query, params) => Number((await db.query(query, params)).rows[0].count);
  let state;
  let settleDeadline = Date.now() + 60_000;
  const hardDeadline = Date.now() + 600_000;
  let lastProgress = '';
  for (;;) {
    // An analysis may end completed or failed (e.g. a slow machine's extraction timeout): either way its cv.uploaded was applied.
    state = {
      registered: await count('select count(*) from identity.users'),
      assessed: await count(`select count(distinct upload_id) from assessment.cv_assessments where status in ('completed', 'failed') and upload_id = any($1::uuid[])`, [uploadIds]),
      completed: await count(`select count(distinct upload_id) from assessment.cv_assessments where status = 'completed' and upload_id = any($1::uuid[])`, [uploadIds]),
      assessmentsTwice: await count(`select count(*) from (select upload_id from assessment.cv_assessments where upload_id = any($1::uuid[]) group by upload_id having count(*) > 1) t`, [uploadIds]),
      knownUsers: await count('select count(*) from skills.users'),
      badges: await count(`select count(*) from gamification.user_badges where badge_type = 'first_login'`),
    };
    if (state.assessed === uploaded.length && state.knownUsers === state.registered && state.badges === state.registered) break;
    // A slow machine analyses slowly: keep waiting while analyses still finish, give up after a quiet minute.
    const progress = JSON.stringify(state);
    if (progress !== lastProgress) (lastProgress = progress, settleDeadline = Math.max(settleDeadline, Date.now() + 60_000));
    if (Date.now() > settleDeadline || Date.now() > hardDeadline) break;
    await sleep(300);
  }
  streaming = false;
  await queryStream;
  await sleep(700);
  scraping = false;
  await scraper;
  await scrape();
  console.log(`settled at ${elapsed()}`);

  // --- the spread, from each process's metrics --------------------------------------------------------------
  const spread = {};
  for (const p of serviceProcesses.filter((p) => REPLICAS[p.service] > 1)) {
    const metrics = readings.get(p.name) ?? [];
    spread[p.name] = {
      'requests served': sum(metrics, 'ecp_bus_request_duration_seconds_count', (l) => !l.pattern.endsWith('.health')),
      'events handled': sum(metrics, 'ecp_bus_event_duration_seconds_count', (l) => l.outcome === 'handled'),
      'of them redelivered': sum(metrics, 'ecp_bus_event_redeliveries_total', () => true),
      killed: p.name === KILLED ? 'SIGKILL' : '',
    };
  }
  console.log('\nwork per process (requests: NATS queue group; events: one durable consumer per subscription)');
  console.table(spread);
  const figures = {
    'sign-ups acknowledged': signedUp.length,
    'users registered (identity)': state.registered,
    'users known to skills': state.knownUsers,
    'first_login badges': state.badges,
    'uploads acknowledged': uploaded.length,
    'uploads assessed (completed or failed)': state.assessed,
    'of them completed': state.completed,
    'uploads assessed twice': state.assessmentsTwice,
    'queries sent': queries.sent,
    'queries answered': queries.ok,
    'queries failed at the kill (in flight, ≤ 1 s)': queries.failedBeforeKill,
    'queries sent after the kill': queries.sentAfterKill,
    'of them timed out (slow machine)': queries.timedOutAfterKill,
    'of them failed otherwise': queries.failedAfterKill,
    'slowest query (ms)': queries.slowestMs,
  };
  console.table(figures);
  const failedAnalyses = (await db.query(`select failure_message, count(*)::int as count from assessment.cv_assessments where status = 'failed' group by failure_message`)).rows;
  if (failedAnalyses.length) console.log('analyses that failed (the event was applied; the analysis gave up):', failedAnalyses);

  // --- metrics exposed and moving --------------------------------------------------------------------------
  const gatewayMetrics = parseMetrics(await (await fetch(`${base}/metrics`)).text());
  const anyAssessment = readings.get('assessment-1') ?? [];
  const metricChecks = {
    'gateway: requests sent per pattern': sum(gatewayMetrics, 'ecp_bus_client_request_duration_seconds_count', (l) => l.pattern === 'profile.attach-cv') >= uploaded.length,
    'service: request latency per pattern': anyAssessment.some((m) => m.name === 'ecp_bus_request_duration_seconds_bucket' && m.labels.pattern === 'assessment.history'),
    'service: consumer lag per durable': anyAssessment.some((m) => m.name === 'ecp_bus_consumer_lag_messages' && m.labels.durable === 'assessment-cv-uploaded'),
    'service: outbox backlog and age': ['ecp_outbox_backlog_events', 'ecp_outbox_oldest_pending_age_seconds'].every((name) => anyAssessment.some((m) => m.name === name && m.labels.outbox === 'assessment')),
    'service: outbox published moves': sum(readings.get('profile') ?? [], 'ecp_outbox_published_total', () => true) >= uploaded.length,
    'service: redeliveries and dead letters exposed': ['ecp_bus_event_redeliveries_total', 'ecp_bus_dead_letters_total'].every((name) => anyAssessment.some((m) => m.name === name)),
  };
  console.table(metricChecks);

  // --- one CV upload's trace --------------------------------------------------------------------------------
  const traceDeadline = Date.now() + 15_000;
  let trace;
  while (!trace && Date.now() < traceDeadline) {
    await sleep(500);
    trace = uploadTraces(spans).find((t) => t.some((s) => s.name === 'cv.uploaded process' && s.service === 'assessment') && t.some((s) => s.service === 'assessment' && s.name.startsWith('pg ')));
  }
  if (trace) {
    console.log(`\none CV upload's trace (${trace.length} spans, trace id ${trace[0].traceId}):`);
    printTree(trace);
  } else {
    console.log(`no complete CV upload trace among ${spans.length} spans received`);
  }
  const traceChecks = {
    'gateway HTTP span': !!trace?.some((s) => s.service === 'gateway' && s.name === 'POST /api/profile/cv'),
    'gateway → profile request': !!trace?.some((s) => s.service === 'gateway' && s.name === 'profile.attach-cv send') && !!trace?.some((s) => s.service === 'profile' && s.name === 'profile.attach-cv process'),
    'profile database calls': !!trace?.some((s) => s.service === 'profile' && s.name.startsWith('pg ')),
    'outbox relay publish': !!trace?.some((s) => s.service === 'profile' && s.name === 'cv.uploaded publish'),
    'assessment consumes the event': !!trace?.some((s) => s.service === 'assessment' && s.name === 'cv.uploaded process'),
    'assessment database calls': !!trace?.some((s) => s.service === 'assessment' && s.name.startsWith('pg ')),
  };
  console.table(traceChecks);

  const failures = [];
  for (const [name, work] of Object.entries(spread)) {
    if (work['requests served'] < 1) failures.push(`${name} served no request`);
    // The killed process may die before its first event finished; the others must each have had a share.
    if (work['events handled'] < 1 && name !== KILLED) failures.push(`${name} handled no event`);
  }
  if (uploaded.length < 1) failures.push('no upload was acknowledged');
  if (people.slice(PEOPLE).filter((p) => p.uploadId).length < AFTER_KILL) failures.push('sign-ups or uploads after the kill were not acknowledged');
  if (queries.sentAfterKill < MIN_QUERIES_AFTER_KILL) failures.push(`only ${queries.sentAfterKill} queries were sent after the kill (the lanes were stuck; slowest ${queries.slowestMs} ms)`);
  if (state.assessed !== uploaded.length) failures.push(`${uploaded.length - state.assessed} acknowledged uploads were never assessed (lost)`);
  if (state.assessmentsTwice) failures.push(`${state.assessmentsTwice} uploads were assessed twice`);
  if (state.registered < signedUp.length) failures.push(`identity holds ${state.registered} users for ${signedUp.length} acknowledged sign-ups`);
  if (state.knownUsers !== state.registered) failures.push(`skills knows ${state.knownUsers} users of ${state.registered} registered (user.registered lost or applied twice)`);
  if (state.badges !== state.registered) failures.push(`${state.badges} first_login badges for ${state.registered} registered users`);
  if (queries.timedOutAfterKill > Math.max(2, queries.sentAfterKill * 0.02)) failures.push(`${queries.timedOutAfterKill} of ${queries.sentAfterKill} queries after the kill timed out`);
  if (queries.failedAfterKill) failures.push(`${queries.failedAfterKill} queries sent after the kill failed: ${[...new Set(queryErrors)].join('; ')}`);
  for (const [check, ok] of [...Object.entries(metricChecks), ...Object.entries(traceChecks)]) if (!ok) failures.push(`failed: ${check}`);
  await db.end();
  if (failures.length) console.error(`FAILED:\n  ${failures.join('\n  ')}`);
  else console.log(`replicas: work spread, nothing lost, nothing applied twice (${elapsed()})`);
  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error('replica suite failed to run:', error);
} finally {
  await cluster?.stop();
  receiver.close();
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect().then(() => admin.query(`drop database if exists "${databaseUrl.pathname.slice(1)}" with (force)`)).catch(() => undefined);
  await admin.end().catch(() => undefined);
  if (nats) {
    // It may have died already (a port taken): its 'exit' then came before this.
    if (nats.exitCode === null && nats.signalCode === null) nats.kill('SIGTERM');
    await natsExited;
  } else {
    await deleteBusStreams(natsUrl, prefix).catch(() => undefined);
  }
  rmSync(natsDir, { recursive: true, force: true });
}
process.exit(exitCode);

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1').once('connect', () => (socket.destroy(), resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

/** Prometheus text format → [{ name, labels, value }] (samples only). */
function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    // A labelled series with no value yet shows only its declaration.
    const declared = /^# TYPE (\S+) /.exec(line);
    if (declared) samples.push({ name: declared[1], labels: {}, value: Number.NaN, declaration: true });
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

function sum(samples = [], name, where) {
  return samples.filter((s) => !s.declaration && s.name === name && where(s.labels)).reduce((total, s) => total + s.value, 0);
}

/** The traces that start at the gateway's CV upload span, each as its list of spans. */
function uploadTraces(all) {
  const roots = all.filter((s) => s.service === 'gateway' && s.name === 'POST /api/profile/cv');
  return roots.map((rootSpan) => all.filter((s) => s.traceId === rootSpan.traceId));
}

function printTree(trace) {
  const children = new Map();
  for (const span of trace) {
    const parent = span.parentSpanId || '';
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(span);
  }
  const ids = new Set(trace.map((s) => s.spanId));
  const print = (span, depth) => {
    const ms = (Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6).toFixed(1);
    console.log(`${'  '.repeat(depth)}${span.service}: ${span.name} (${ms} ms)`);
    const kids = (children.get(span.spanId) ?? []).sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1));
    // Long runs of database calls are summarised, the trace stays readable.
    let shown = 0;
    for (const kid of kids) {
      if (kid.name.startsWith('pg ') && shown >= 3 && !(children.get(kid.spanId)?.length)) continue;
      if (kid.name.startsWith('pg ')) shown += 1;
      print(kid, depth + 1);
    }
    const hidden = kids.filter((k) => k.name.startsWith('pg ')).length - shown;
    if (hidden > 0) console.log(`${'  '.repeat(depth + 1)}… ${hidden} more database calls`);
  };
  for (const span of trace.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId))) print(span, 0);
}

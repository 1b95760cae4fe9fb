// The `{ me { id email fullName roles } }` read in embedded mode (gateway → in-process bus → identity → PGlite)
// beside the bare hop it is measured against: Fastify → NATS request/reply → a responder with a constant reply,
// started here (NATS_URL, default nats://127.0.0.1:4222; skipped when unreachable). Rounds alternate so machine load
// hits both alike; medians. Prints a table and, with BENCH_RESULT_FILE, writes the figures there. Never asserts.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { connect } from '@nats-io/transport-node';
import { rssMb, startEmbedded } from '../../../scripts/measure-start.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** The bare hop: one HTTP route that asks a NATS responder and returns its answer. */
async function startBareHop() {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', timeout: 2000 });
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
try {
  try {
    targets.push({ name: 'bare hop (Fastify → NATS → constant reply)', ...(await startBareHop()), token: 'none', runs: [] });
  } catch (error) {
    console.warn(`bare hop skipped: NATS unreachable (${error.message})`);
  }
  const embedded = await startEmbedded(dataDir);
  targets.push({ name: 'me, embedded (npm start)', url: embedded.url, stop: embedded.stop, token: await signUp(embedded.url), runs: [] });
  // The embedded process's resident memory under load, sampled.
  const sampler = setInterval(() => void rssMb(embedded.pid).then((mb) => (peakRssMb = Math.max(peakRssMb, mb)), () => undefined), 250);
  sampler.unref();
  for (const target of targets) await load(target.url, target.token, 3); // warm-up: JIT, caches
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const result = await load(target.url, target.token, seconds);
      target.runs.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
  }
} finally {
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
  };
});
console.log(`\nRead path, ${connections} connections, ${rounds} alternating rounds of ${seconds} s (medians):`);
console.table(rows);
console.log(`embedded peak RSS under this load: ${Math.round(peakRssMb)} MB`);
if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ connections, rounds, seconds, rows, embeddedPeakRssMb: Math.round(peakRssMb) }, null, 2));

// Mercurius (graphql-jit) against Apollo on one authenticated read (`me`: gateway → bus → identity → PGlite),
// in embedded mode, same process layout for both. Prints req/s and latency percentiles; never asserts.
// Run: npm run bench (after npm run build). Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { embeddedHostMain, root, waitForHttp } from '../../../scripts/lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const engines = (process.env.BENCH_ENGINES ?? 'mercurius,apollo').split(',');
// Engines alternate round by round so a change in machine load hits both alike; medians are reported.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function startApp(engine, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `ecp-bench-${engine}-`));
  const child = spawn(process.execPath, [embeddedHostMain], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', GRAPHQL_ENGINE: engine, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 90_000 });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))).then(() => rmSync(dataDir, { recursive: true, force: true })) };
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

function load(url, token, duration) {
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id email fullName roles } }' }),
  });
}

const apps = [];
for (const [i, engine] of engines.entries()) {
  // Ten apart: embedded mode puts the sandbox learning provider on PORT + 1.
  const app = await startApp(engine, 3700 + i * 10);
  apps.push({ engine, app, token: await signUp(app.url), runs: [] });
  await load(app.url, apps.at(-1).token, 3); // warm-up: JIT compilation, connection pools
}
try {
  for (let round = 0; round < rounds; round++) {
    for (const entry of apps) {
      const result = await load(entry.app.url, entry.token, seconds);
      entry.runs.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
  }
} finally {
  for (const { app } of apps) await app.stop();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = apps.map(({ engine, runs }) => ({
  engine,
  'req/s (median)': Math.round(median(runs.map((r) => r.rps))),
  'p50 ms': median(runs.map((r) => r.p50)),
  'p99 ms': median(runs.map((r) => r.p99)),
  'req/s per round': runs.map((r) => Math.round(r.rps)).join(' / '),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
}));
console.log(`\nGraphQL engines, authenticated \`me\` read (gateway → bus → identity → PGlite), embedded mode, ${connections} connections, ${rounds} alternating rounds of ${seconds} s:`);
console.table(rows);
if (rows.length === 2) console.log(`ratio ${rows[0].engine}/${rows[1].engine}: ${(rows[0]['req/s (median)'] / rows[1]['req/s (median)']).toFixed(2)}x req/s`);

// Mercurius (graphql-jit) against Apollo on one authenticated read (`me`: gateway → bus → identity → PGlite),
// in embedded mode, same process layout for both. Prints req/s and latency percentiles; never asserts.
// Run: npm run bench (after npm run build). Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, waitForHttp } from '../../scripts/lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const engines = (process.env.BENCH_ENGINES ?? 'mercurius,apollo').split(',');

async function startApp(engine, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `ecp-bench-${engine}-`));
  const child = spawn(process.execPath, [join(root, 'gateway/dist/main.js')], {
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

const rows = [];
for (const [i, engine] of engines.entries()) {
  const app = await startApp(engine, 3700 + i);
  try {
    const token = await signUp(app.url);
    await load(app.url, token, 3); // warm-up: JIT compilation, connection pools
    const result = await load(app.url, token, seconds);
    rows.push({ engine, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx });
  } finally {
    await app.stop();
  }
}
console.log(`\nGraphQL engines, authenticated \`me\` read, embedded mode, ${connections} connections, ${seconds} s each:`);
console.table(rows);
if (rows.length === 2) console.log(`ratio ${rows[0].engine}/${rows[1].engine}: ${(rows[0]['req/s'] / rows[1]['req/s']).toFixed(2)}x req/s`);

// CV upload → assessment completed, as a user meets it: the time from starting the multipart upload to the
// cvFlow subscription's ANALYSIS_COMPLETED (assessment stored and its skills on the profile), in embedded
// mode, for a two-page PDF, DOCX and TXT CV. Prints p50/p95/max per format; never asserts.
// Run: npm run bench (after npm run build). Options: BENCH_UPLOADS per format (default 30).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { embeddedHostMain, root, waitForHttp } from '../../../scripts/lib.mjs';

const uploads = Number(process.env.BENCH_UPLOADS ?? 30);
const port = Number(process.env.BENCH_PORT ?? 3750);
const formats = ['pdf', 'docx', 'txt'];
const fixture = (ext) => readFileSync(join(root, `services/assessment/bench/fixtures/two-page-cv.${ext}`));

const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-cv-'));
const child = spawn(process.execPath, [embeddedHostMain], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;

async function signUp() {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
      variables: { input: { email: `bench-cv-${Date.now()}@example.test`, password: 'bench-password-1', fullName: 'Bench Mark', role: 'beneficiary', beneficiaryType: 'professional' } },
    }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.signUp.accessToken;
}

/** Resolves the next ANALYSIS_COMPLETED (or rejects on ANALYSIS_FAILED) of the signed-in user. */
function flowWatcher(token) {
  let waiting = null;
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  client.subscribe({ query: 'subscription { cvFlow { state message } }' }, {
    next: ({ data }) => {
      const state = data?.cvFlow.state;
      if (state === 'ANALYSIS_COMPLETED') waiting?.resolve();
      if (state === 'ANALYSIS_FAILED' || state === 'UPLOAD_FAILED') waiting?.reject(new Error(data.cvFlow.message));
    },
    error: (error) => waiting?.reject(error),
    complete: () => undefined,
  });
  return {
    next: () => new Promise((resolve, reject) => (waiting = { resolve, reject })),
    close: () => client.dispose(),
  };
}

async function upload(token, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await waitForHttp(`${url}/health`, { timeoutMs: 90_000 });
  const token = await signUp();
  const flow = flowWatcher(token);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Warm-up: the analyzer's index, the extraction workers, JIT.
  for (const ext of formats) {
    const done = flow.next();
    await upload(token, `warmup.${ext}`, fixture(ext));
    await done;
  }
  console.log(`CV upload → assessment completed (embedded mode, ${uploads} uploads per format, one at a time)`);
  console.log('format  bytes    p50 ms  p95 ms  max ms');
  for (const ext of formats) {
    const bytes = fixture(ext);
    const times = [];
    for (let i = 0; i < uploads; i += 1) {
      const done = flow.next();
      const started = performance.now();
      await upload(token, `two-page-cv.${ext}`, bytes);
      await done;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = [ext.padEnd(6), String(bytes.byteLength).padStart(6), ...[50, 95].map((p) => percentile(times, p).toFixed(0).padStart(7)), times.at(-1).toFixed(0).padStart(7)];
    console.log(row.join('  '));
  }
  await flow.close();
} finally {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}

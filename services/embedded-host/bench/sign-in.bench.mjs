// Sign-in under a steady arrival rate, in embedded mode (`npm start`): the signIn mutation (argon2id verify at OWASP's
// 19 MiB, t=2, p=1, a session and a refresh token written, user.signed-in published) for BENCH_USERS accounts in turn
// (default 20), BENCH_RATE a second (20, evenly spaced, not waiting for one another) for BENCH_SECONDS (15). Prints
// p50/p95/p99/max; with BENCH_RESULT_FILE, writes the figures there. Never asserts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '../../../scripts/measure-start.mjs';

const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const userCount = Number(process.env.BENCH_USERS ?? 20);
const password = 'bench-password-1';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const graphql = async (url, query, variables) => {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }';

const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-sign-in-'));
// Its users all sign up from this machine: BENCH_USERS may pass what one network may in an hour (SIGN_UP_MAX_PER_IP).
const embedded = await startEmbedded(dataDir, { env: { SIGN_UP_MAX_PER_IP: '10000' } });
try {
  const emails = [];
  for (let n = 0; n < userCount; n += 1) {
    const email = `bench-sign-in-${n}-${Date.now()}@example.test`;
    await graphql(embedded.url, SIGN_UP, { input: { email, password, fullName: 'Bench Mark', role: 'beneficiary', beneficiaryType: 'professional' } });
    emails.push(email);
  }
  const run = async (duration) => {
    const count = Math.round(rate * duration);
    const start = performance.now();
    const pending = [];
    let errors = 0;
    for (let i = 0; i < count; i += 1) {
      const wait = start + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      pending.push(graphql(embedded.url, SIGN_IN, { input: { email: emails[i % emails.length], password } }).then(() => performance.now() - sent, () => (errors += 1, null)));
    }
    return { times: (await Promise.all(pending)).filter((t) => t !== null), errors };
  };
  await run(2); // warm-up
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  const { times, errors } = await run(seconds);
  const sorted = times.sort((a, b) => a - b);
  const result = {
    loadAverage, rate, signIns: rate * seconds, errors,
    p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), p99Ms: Math.round(percentile(sorted, 99)), maxMs: Math.round(sorted.at(-1)),
  };
  console.log(`sign-in (embedded, ${rate} a second for ${seconds} s over ${userCount} accounts; load ${loadAverage.join(' ')})`);
  console.table([result]);
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

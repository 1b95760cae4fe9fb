// CV upload → assessment completed, as a user meets it in embedded mode (`npm start`): the web's upload path (multipart
// POST /api/profile/cv, answered with the upload's id) and the live cvFlow subscription until that upload's
// ANALYSIS_COMPLETED (the assessment stored). First the first analysis after start (it builds the analyzer) and
// BENCH_CONCURRENT users (default 30) sending their first CV at the same moment; then per format (two-page PDF, DOCX,
// TXT, and a Word 97 .doc) uploads one at a time by one user, and the BENCH_CONCURRENT users at once. Between phases it
// waits for the host to go quiet. Prints p50/p95/max; with BENCH_RESULT_FILE, writes the figures there. Never asserts.
// Run: npm run bench (after npm run build). Options: BENCH_UPLOADS one at a time per format (default 10), BENCH_CONCURRENT (30),
// BENCH_FORMATS (pdf,docx,doc,txt: the formats measured after the first-CV burst). Each burst also gives the host's CPU
// time (user + system, all its threads, and its main thread's alone) from its first upload until the host is quiet again. BENCH_CPU_PROF_DIR=dir: the host runs
// with --cpu-prof into dir, and the bursts' time windows (each from its first upload to the host going quiet) go to
// dir/windows.json, which `node scripts/cpu-profile-top.mjs dir` reads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { root } from '../../../scripts/lib.mjs';
import { cpuMs, rssMb, startEmbedded } from '../../../scripts/measure-start.mjs';

const sequentialUploads = Number(process.env.BENCH_UPLOADS ?? 10);
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 30);
const allFixtures = {
  pdf: 'services/assessment/bench/fixtures/two-page-cv.pdf',
  docx: 'services/assessment/bench/fixtures/two-page-cv.docx',
  doc: 'services/assessment/test/cvs/05-substation-technician.doc',
  txt: 'services/assessment/bench/fixtures/two-page-cv.txt',
};
const measuredFormats = (process.env.BENCH_FORMATS ?? Object.keys(allFixtures).join(',')).split(',').map((format) => format.trim());
const fixtures = Object.fromEntries(Object.entries(allFixtures).filter(([format]) => measuredFormats.includes(format) || format === 'pdf' || format === 'txt'));
const profileDir = process.env.BENCH_CPU_PROF_DIR ? resolve(process.env.BENCH_CPU_PROF_DIR) : undefined;
/** CLOCK_MONOTONIC in µs: the clock of a .cpuprofile's timestamps, so the bursts' windows can be cut out of a profile. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const windows = [];
/** CPU time of the host's main thread alone (its event loop, where PGlite runs), from /proc/<pid>/task/<pid>/stat, in ms. */
const mainThreadCpuMs = (pid) => cpuMs(`${pid}/task/${pid}`);
/** Host CPU (all threads) and its main thread's, in ms, since `before` (a previous reading). */
async function cpuSince(pid, before) {
  const now = { all: await cpuMs(pid), main: await mainThreadCpuMs(pid) };
  return before ? { cpuMs: now.all - before.all, mainThreadCpuMs: now.main - before.main } : now;
}
const fixture = (format) => readFileSync(join(root, fixtures[format]));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1)) };
};

/** How long the first upload follows the upload screen's opening: a person choosing a file. */
const PICK_FILE_MS = 5000;

async function signUp(url, n) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
      variables: { input: { email: `bench-cv-${n}-${Date.now()}@example.test`, password: 'bench-password-1', fullName: 'Bench Mark', role: 'beneficiary', beneficiaryType: 'professional' } },
    }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.signUp.accessToken;
}

/** A signed-in user with the web's live cvFlow subscription; `upload()` resolves with the ms from sending the file to its ANALYSIS_COMPLETED. */
async function benchUser(url, n) {
  const token = await signUp(url, n);
  /** uploadId → its outcome, for steps that arrive before the upload's answer names the id. */
  const outcomes = new Map();
  const waiting = new Map();
  const settle = (uploadId, outcome) => {
    outcomes.set(uploadId, outcome);
    waiting.get(uploadId)?.(outcome);
  };
  let subscribed;
  const ready = new Promise((resolve) => (subscribed = resolve));
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, on: { connected: () => setTimeout(subscribed, 100) } });
  client.subscribe({ query: 'subscription { cvFlow { state uploadId message } }' }, {
    next: ({ data }) => {
      const { state, uploadId, message } = data?.cvFlow ?? {};
      if (!uploadId) return;
      if (state === 'ANALYSIS_COMPLETED') settle(uploadId, { at: performance.now() });
      if (state === 'ANALYSIS_FAILED' || state === 'UPLOAD_FAILED') settle(uploadId, { error: message });
    },
    error: (error) => console.error('cvFlow', error),
    complete: () => undefined,
  });
  await ready;
  return {
    /** What the screens with a CV upload ask first (dashboard, assessment, skills): the latest assessment. */
    async openUploadScreen() {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ latestAssessment { id } }' }) });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    },
    async upload(name, bytes) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const started = performance.now();
      const res = await fetch(`${url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
      const outcome = outcomes.get(body.uploadId) ?? (await new Promise((resolve) => waiting.set(body.uploadId, resolve)));
      if (outcome.error) throw new Error(`analysis of ${name} failed: ${outcome.error}`);
      return outcome.at - started;
    },
    close: () => client.dispose(),
  };
}

/**
 * Waits until the host has worked off what the last phase set off (skills imported, their events handled by every
 * service): its CPU stays under 20 % for a second. Otherwise one phase's backlog is timed in the next.
 */
async function settle(pid, maxMs = 120_000) {
  const deadline = Date.now() + maxMs;
  let quiet = 0;
  let last = await cpuMs(pid);
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await cpuMs(pid);
    quiet = now - last < 100 ? quiet + 1 : 0;
    last = now;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-cv-'));
if (profileDir) mkdirSync(profileDir, { recursive: true });
// The one-at-a-time user sends 45 CVs in a few minutes: past the per-person hourly limit (CV_UPLOADS_PER_HOUR, 20), which
// this bench does not measure; nor the sign-ups a network may make in an hour (SIGN_UP_MAX_PER_IP, 50): its users all
// sign up from this machine.
const embedded = await startEmbedded(dataDir, {
  env: { CV_UPLOADS_PER_HOUR: '10000', SIGN_UP_MAX_PER_IP: '10000' },
  ...(profileDir ? { nodeArgs: ['--max-semi-space-size=16', '--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-name=embedded.cpuprofile'] } : {}),
});
let peakRssMb = 0;
const sampler = setInterval(() => void rssMb(embedded.pid).then((mb) => (peakRssMb = Math.max(peakRssMb, mb)), () => undefined), 250);
const users = [];
try {
  // One user uploads one CV at a time; `concurrent` others upload at the same moment.
  for (let n = 0; n <= concurrent; n += 1) users.push(await benchUser(embedded.url, n));
  const [solo, ...crowd] = users;
  const idleRssMb = Math.round(await rssMb(embedded.pid));
  // The first analysis after start needs the analyzer built (ANALYZER_PRELOAD=false in npm start: seconds). The upload
  // screen asks for the latest assessment, which starts that build; the person then takes a moment to pick a file.
  await solo.openUploadScreen();
  await new Promise((resolve) => setTimeout(resolve, PICK_FILE_MS));
  const firstAnalysisMs = Math.round(await solo.upload('first.txt', fixture('txt')));
  for (const format of Object.keys(fixtures)) await solo.upload(`warmup.${format}`, fixture(format));
  await settle(embedded.pid);

  const results = { loadAverage: loadavg().map((l) => Number(l.toFixed(2))), idleRssMbBefore: idleRssMb, firstAnalysisMs, formats: {} };
  // Onboarding: every user's first CV at once. Each analysis adds some 20 skills the user did not hold, and each
  // skill.added is handled by four services, all on the one PGlite: the burst's real cost.
  let from = monotonicUs();
  let cpuBefore = await cpuSince(embedded.pid);
  const firsts = await Promise.allSettled(crowd.map((user) => user.upload('first-cv.pdf', fixture('pdf'))));
  results.firstCvsAtOnce = { format: 'pdf', ...summary(firsts.filter((o) => o.status === 'fulfilled').map((o) => o.value)), uploads: concurrent, failed: firsts.filter((o) => o.status === 'rejected').length };
  await settle(embedded.pid);
  Object.assign(results.firstCvsAtOnce, await cpuSince(embedded.pid, cpuBefore));
  windows.push([from, monotonicUs()]);

  // Then per format, users who already hold the analysed skills (a CV replaced): the upload and analysis path itself.
  for (const [format, file] of Object.entries(fixtures).filter(([name]) => measuredFormats.includes(name))) {
    const bytes = fixture(format);
    const sequential = [];
    for (let i = 0; i < sequentialUploads; i += 1) sequential.push(await solo.upload(`cv.${format}`, bytes));
    await settle(embedded.pid);
    from = monotonicUs();
    cpuBefore = await cpuSince(embedded.pid);
    const outcomes = await Promise.allSettled(crowd.map((user) => user.upload(`cv.${format}`, bytes)));
    await settle(embedded.pid);
    const burstCpu = await cpuSince(embedded.pid, cpuBefore);
    windows.push([from, monotonicUs()]);
    const failures = outcomes.filter((o) => o.status === 'rejected');
    for (const failure of failures.slice(0, 3)) console.error(`${format}: ${failure.reason.message}`);
    results.formats[format] = {
      file,
      bytes: bytes.byteLength,
      oneAtATime: summary(sequential),
      concurrent: { ...summary(outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)), uploads: concurrent, failed: failures.length, ...burstCpu },
    };
  }
  results.peakRssMb = Math.round(peakRssMb);

  console.log(`CV upload → assessment completed (embedded mode; ${sequentialUploads} one at a time, then ${concurrent} users at once, per format; load ${results.loadAverage.join(' ')})`);
  console.log(`first analysis after start, uploaded ${PICK_FILE_MS / 1000} s after the upload screen opened (the analyzer builds meanwhile): ${firstAnalysisMs} ms; peak RSS ${results.peakRssMb} MB`);
  const f = results.firstCvsAtOnce;
  console.log(`${concurrent} users' first CV (pdf) at once: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms, ${f.failed} failed; host CPU until quiet ${f.cpuMs} ms, main thread ${f.mainThreadCpuMs} ms`);
  console.table(Object.fromEntries(Object.entries(results.formats).map(([format, r]) => [format, {
    bytes: r.bytes,
    'p50 ms (1)': r.oneAtATime.p50Ms,
    'p95 ms (1)': r.oneAtATime.p95Ms,
    [`p50 ms (${concurrent})`]: r.concurrent.p50Ms,
    [`p95 ms (${concurrent})`]: r.concurrent.p95Ms,
    [`max ms (${concurrent})`]: r.concurrent.maxMs,
    failed: r.concurrent.failed,
    [`CPU ms (${concurrent})`]: r.concurrent.cpuMs,
    [`main ms (${concurrent})`]: r.concurrent.mainThreadCpuMs,
  }])));
  if (profileDir) writeFileSync(join(profileDir, 'windows.json'), JSON.stringify({ embedded: windows }));
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  clearInterval(sampler);
  for (const user of users) await user.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the landing page,
// /auth and /dashboard (signed in) of the embedded app (`npm start`: built SPA served by the gateway), started here
// on its own port and DATA_DIR, in Debian Chromium (CHROME_PATH, default /usr/bin/chromium). Each page runs
// LIGHTHOUSE_RUNS times (default 3); the median run by performance score is reported. Prints a table and, with
// BENCH_RESULT_FILE, writes the figures there. LIGHTHOUSE_REPORT_DIR keeps every run's full JSON report.
// BENCH_URL measures an app already running there instead of starting one; LIGHTHOUSE_PATHS=/,/auth measures only
// those pages. Never asserts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbedded } from '../../scripts/measure-start.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A new user with onboarding done, signed up over GraphQL: returns the refresh cookie the SPA restores the session from. */
async function signUp(url) {
  const post = async (query, variables, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { body: await res.json(), setCookie: res.headers.getSetCookie() };
  };
  const input = { email: `lighthouse-${Date.now()}@example.test`, password: 'Lighthouse-bench-1', fullName: 'Lighthouse Bench', role: 'beneficiary', beneficiaryType: 'professional' };
  const { body, setCookie } = await post('mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }', { input });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  // The profile comes from the user.registered event: retry until it exists, else /dashboard sends to /onboarding.
  for (let attempt = 0; ; attempt += 1) {
    const done = await post('mutation { updateProfile(input: { onboardingCompleted: true }) { onboardingCompleted } }', {}, body.data.signUp.accessToken);
    if (done.body.data) break;
    if (attempt >= 40) throw new Error(JSON.stringify(done.body.errors));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const cookie = setCookie.map((header) => header.split(';')[0]).find((pair) => pair.startsWith('ecp_refresh='));
  if (!cookie) throw new Error('sign-up set no refresh cookie');
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  return { name, value, path: '/graphql', httpOnly: true, sameSite: 'Strict' };
}

/** Puts a cookie in the browser's jar over the DevTools protocol (browser target), so every later page load sends it. */
async function setBrowserCookie(debugPort, url, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const reply = new Promise((resolve) => socket.addEventListener('message', (event) => resolve(JSON.parse(event.data)), { once: true }));
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [{ ...cookie, url }] } }));
  const answer = await reply;
  socket.close();
  if (answer.error) throw new Error(`Storage.setCookies: ${answer.error.message}`);
}

let lighthouseVersion = '';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(baseUrl) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    // The public pages as a visitor sees them (a signed-in visitor of /auth is sent on to /dashboard), then the
    // browser is signed in.
    const pages = [
      { page: 'landing', path: '/' },
      { page: 'auth', path: '/auth' },
      { page: 'dashboard (signed in)', path: '/dashboard', signedIn: true },
    ].filter(({ path }) => !process.env.LIGHTHOUSE_PATHS || process.env.LIGHTHOUSE_PATHS.split(',').includes(path));
    const rows = [];
    for (const { page, path, signedIn } of pages) {
      if (signedIn) await setBrowserCookie(chrome.port, baseUrl, await signUp(baseUrl));
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const { lhr } = result;
        lighthouseVersion = lhr.lighthouseVersion;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${path.replace(/\W/g, '') || 'landing'}-${run + 1}.json`), result.report);
        }
        const audit = (id) => lhr.audits[id]?.numericValue;
        const sample = {
          score: lhr.categories.performance.score,
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          speedIndexMs: Math.round(audit('speed-index')),
          finalUrl: lhr.finalDisplayedUrl,
        };
        if (new URL(sample.finalUrl).pathname !== path) console.warn(`${path}: Lighthouse ended on ${sample.finalUrl}`);
        samples.push(sample);
      }
      // The run whose score is the median, so the row's figures come from one real load.
      const chosen = samples.find((sample) => sample.score === median(samples.map((s) => s.score)));
      rows.push({ page, path, score: chosen.score, 'FCP ms': chosen.fcpMs, 'LCP ms': chosen.lcpMs, 'TBT ms': chosen.tbtMs, CLS: chosen.cls, 'SI ms': chosen.speedIndexMs, scores: samples.map((s) => s.score).join(' / ') });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

const loadBefore = loadavg().map((l) => Number(l.toFixed(2)));
let rows;
if (process.env.BENCH_URL) {
  rows = await measure(process.env.BENCH_URL.replace(/\/$/, ''));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-lighthouse-'));
  const app = await startEmbedded(dataDir);
  try {
    rows = await measure(app.url);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const loadAfter = loadavg().map((l) => Number(l.toFixed(2)));
console.log(`\nLighthouse ${lighthouseVersion} mobile, performance only, ${runs} runs per page (median by score); load average ${loadBefore.join(' ')} → ${loadAfter.join(' ')}:`);
console.table(rows);
if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ runs, loadAverage: { before: loadBefore, after: loadAfter }, rows }, null, 2));

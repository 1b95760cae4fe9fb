// `npm run test:faults` (part of `npm test`): kills the built app in embedded mode mid-stream and counts what
// survives. 25 people sign up and upload a CV, as fast as the app takes them; the process is killed with SIGKILL
// while their events are still flowing (some uploads answered, some not), then started again on the same DATA_DIR.
// Every acknowledged sign-up must end with its first_login badge and every acknowledged upload with a completed
// assessment, none twice: events committed before the crash are delivered after it (the in-process bus confirms an
// event to its outbox relay only once its consumers have it; see InProcessBusOptions.confirmDelivery).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, embeddedHostMain, freePortPair, root, waitForHttp } from './lib.mjs';

const PEOPLE = 25;
const CV = readFileSync(join(root, 'services/assessment/bench/fixtures/two-page-cv.txt'));

await buildAll({ quiet: true });
const port = await freePortPair();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ecp-faults-'));
const env = { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'error', TRAINING_SYNC_INTERVAL_SECONDS: '0' };

const startApp = async () => {
  const app = spawn(process.execPath, [embeddedHostMain], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  await Promise.race([waitForHttp(`${base}/health`, { timeoutMs: 120_000 }), exited.then(() => Promise.reject(new Error('the app exited before it was ready')))]);
  return { app, exited };
};

const gql = async (query, variables = {}, token) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
};
const signUp = async (email, password) =>
  (await gql('mutation($i: SignUpInput!) { signUp(input: $i) { accessToken } }', { i: { email, password, fullName: 'Fault Test', role: 'beneficiary', beneficiaryType: 'professional' } }))?.data?.signUp?.accessToken;
const signIn = async (email, password) => (await gql('mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', { i: { email, password } }))?.data?.signIn?.accessToken;
const upload = async (token) => {
  const form = new FormData();
  form.append('file', new Blob([CV]), 'cv.txt');
  const res = await fetch(`${base}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return res.ok;
};

let exitCode = 1;
let running;
try {
  running = await startApp();
  // Each person signs up, then uploads; all at once. The kill lands while their events are in flight.
  const people = Array.from({ length: PEOPLE }, (_, i) => ({ email: `fault-${i}-${randomBytes(4).toString('hex')}@example.test`, password: `Turbine-${randomBytes(6).toString('hex')}`, signedUp: false, uploaded: false }));
  let acknowledged = 0;
  const killed = new Promise((resolve) => {
    const kill = () => {
      running.app.kill('SIGKILL');
      resolve(undefined);
    };
    // Kill as soon as the tenth upload is answered: the others are mid-flight, and so are the events of all of them.
    people.forEach((person) => {
      void (async () => {
        const token = await signUp(person.email, person.password).catch(() => undefined);
        if (!token) return;
        person.signedUp = true;
        person.uploaded = await upload(token).catch(() => false);
        if (person.uploaded && ++acknowledged === 10) kill();
      })();
    });
    setTimeout(kill, 60_000).unref();
  });
  await killed;
  await running.exited;
  const killedAt = Date.now();
  const signedUp = people.filter((p) => p.signedUp);
  const uploaded = people.filter((p) => p.uploaded);

  running = await startApp();
  // After the restart: every acknowledged sign-up has first_login, every acknowledged upload a completed assessment.
  const deadline = Date.now() + 120_000;
  const outcome = new Map();
  for (;;) {
    for (const person of signedUp) {
      if (outcome.get(person)?.done) continue;
      // A pooled connection to the killed process fails once: the next round asks again.
      const token = await signIn(person.email, person.password).catch(() => undefined);
      const state = token ? await gql('{ myBadges { badgeType earnedDate } assessmentHistory { assessment { id status } } }', {}, token).catch(() => undefined) : undefined;
      if (!state) continue;
      const badges = state?.data?.myBadges?.filter((b) => b.badgeType === 'first_login' && b.earnedDate).length ?? 0;
      const assessments = state?.data?.assessmentHistory?.length ?? 0;
      outcome.set(person, { badges, assessments, done: badges >= 1 && (!person.uploaded || assessments >= 1) });
    }
    if (signedUp.every((p) => outcome.get(p)?.done) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const recoveredInMs = Date.now() - killedAt;
  const values = [...outcome.values()];
  const counts = {
    'sign-ups acknowledged': signedUp.length,
    'uploads acknowledged': uploaded.length,
    'first_login after restart': signedUp.filter((p) => outcome.get(p)?.badges >= 1).length,
    'assessed after restart': uploaded.filter((p) => outcome.get(p)?.assessments >= 1).length,
    lost: signedUp.filter((p) => outcome.get(p)?.badges < 1).length + uploaded.filter((p) => outcome.get(p)?.assessments < 1).length,
    duplicates: values.filter((o) => o.badges > 1).length + uploaded.filter((p) => outcome.get(p)?.assessments > 1).length,
    'kill to all settled (ms)': recoveredInMs,
  };
  console.log('embedded crash mid-stream (SIGKILL, restart on the same DATA_DIR)');
  console.table(counts);
  exitCode = counts.lost === 0 && counts.duplicates === 0 && uploaded.length > 0 ? 0 : 1;
  if (exitCode) console.error('FAILED: events lost or applied twice across the crash');
} catch (error) {
  console.error('fault suite failed to run:', error);
} finally {
  if (running && running.app.exitCode === null && running.app.signalCode === null) running.app.kill('SIGTERM');
  await running?.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

// Event → badge committed, in embedded mode: the seven services as `npm start` runs them (one PGlite, the in-process
// bus), in this process. `user.registered` events of new users are published on the bus at BENCH_RATE a second
// (default 50, evenly spaced, not waiting for one another) for BENCH_SECONDS (20); each user's first badge
// (first_login: the gamification service awards it with the first event of a user it hears of, in the event's
// transaction) is timed from the publish to its `badge.awarded` on the bus, which the outbox relay publishes once the
// transaction committed. Every other consumer of user.registered (profile, skills, …) handles the same events, as
// at real sign-ups. Prints p50/p95/p99/max; with BENCH_RESULT_FILE, writes the figures there. Never asserts.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.LOG_LEVEL ??= 'warn';
const { createEvent } = await import('@ecp/contracts');
const { embeddedBus, startEmbeddedServices } = await import('../dist/index.js');

const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const subject = process.env.BENCH_EVENT ?? 'user.registered';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const dataDir = mkdtempSync(join(tmpdir(), 'ecp-bench-badge-'));
const env = {
  ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ANALYZER_PRELOAD: 'false', LEARNING_PROVIDER_URL: 'http://127.0.0.1:9', TRAINING_SYNC_INTERVAL_SECONDS: '0', CV_SWEEP_INTERVAL_MINUTES: '0',
};
const bus = embeddedBus('bench');
await bus.start();
const services = await startEmbeddedServices(bus, dataDir, env);
/** userId → when its user.registered was published, until its first_login arrives. */
const sent = new Map();
const latencies = [];
await bus.watch(['badge.awarded'], (event) => {
  if (event.data.badgeType !== 'first_login') return;
  const at = sent.get(event.data.userId);
  if (at === undefined) return;
  sent.delete(event.data.userId);
  if (at.measured) latencies.push(performance.now() - at.t);
});

function publishNewUser(measured) {
  const userId = randomUUID();
  sent.set(userId, { t: performance.now(), measured });
  const event = subject === 'skill.added'
    ? createEvent('skill.added', { userId, skillId: randomUUID(), skillName: 'Wind turbine maintenance', proficiencyLevel: 'intermediate', source: 'manual', totalSkills: 1 }, { correlationId: randomUUID() })
    : createEvent('user.registered', {
      userId, email: `bench-${userId}@example.test`, fullName: 'Bench Mark', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString(),
    }, { correlationId: randomUUID() });
  bus.publish(event).catch((error) => console.error('publish', error.message));
}

/** Publishes at `rate` a second for `duration` s on a fixed schedule (a late tick does not push the next ones back). */
async function drive(duration, measured) {
  const count = Math.round(rate * duration);
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    publishNewUser(measured);
  }
}

try {
  await drive(3, false); // warm-up: JIT, PGlite caches
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await drive(seconds, true);
  const achievedRate = (rate * seconds) / ((performance.now() - started) / 1000);
  const deadline = Date.now() + 30_000;
  while (sent.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  // This process's CPU per event (every consumer's work, PGlite included): machine load does not inflate it.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerEvent = (cpu.user + cpu.system) / 1000 / (rate * seconds);
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    loadAverage, event: subject, rate, achievedRate: Number(achievedRate.toFixed(1)), events: rate * seconds, awarded: sorted.length, missing: sent.size, cpuMsPerEvent: Number(cpuMsPerEvent.toFixed(1)),
    p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), p99Ms: Math.round(percentile(sorted, 99)), maxMs: Math.round(sorted.at(-1)),
  };
  console.log(`event → badge.awarded (embedded, ${rate} ${subject} a second for ${seconds} s; load ${loadAverage.join(' ')})`);
  console.table([result]);
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await services.close();
  await bus.close();
  rmSync(dataDir, { recursive: true, force: true });
}

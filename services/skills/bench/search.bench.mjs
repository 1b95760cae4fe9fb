// Skill search benchmark: prints figures, asserts nothing. Needs the built dist (`npm run build`).
//   node services/skills/bench/search.bench.mjs
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { startService } from '@ecp/runtime';
import { skillsService } from '../dist/index.js';

const QUERIES = ['sca', 'pho', 'ene', 'win', 'gri', 'pyt', 'sol', 'nuc', 'man', 'dat', 'ele', 'hyd', 'ope', 'tur', 'bat', 'saf'];
const ROUNDS = 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

const bus = new InProcessBus();
await bus.start();
let t = performance.now();
const service = await startService(skillsService, { bus, database: { engine: 'pglite' }, relayPollMs: 50 });
console.log(`start-up on an empty PGlite (migrations + first load + index): ${fmt(performance.now() - t)}`);

const userId = randomUUID();
await bus.publish(createEvent('user.registered', { userId, email: 'bench@example.test', fullName: 'Bench', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString() }, { correlationId: randomUUID() }));
await new Promise((r) => setTimeout(r, 200));
for (const name of ['SCADA', 'Python', 'electricity', 'mount photovoltaic panels', 'wind turbines']) {
  await bus.request('skills.add-skill', { userId, skillName: name }).catch(() => undefined);
}

for (const q of QUERIES) await bus.request('skills.search-skills', { userId, query: q }); // warm-up
const samples = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of QUERIES) {
    t = performance.now();
    await bus.request('skills.search-skills', { userId, query });
    samples.push(performance.now() - t);
  }
}
samples.sort((a, b) => a - b);
console.log(`search-skills, 3-letter queries over the bus (held skills read from PGlite + index scan), n=${samples.length}:`);
console.log(`  p50 ${fmt(percentile(samples, 50))}  p95 ${fmt(percentile(samples, 95))}  p99 ${fmt(percentile(samples, 99))}  max ${fmt(samples.at(-1))}`);

await service.close();
t = performance.now();
const again = await startService(skillsService, { bus, database: { engine: 'pglite' }, relayPollMs: 50 });
console.log(`(a second empty PGlite loads again: ${fmt(performance.now() - t)})`);
await again.close();
await bus.close();

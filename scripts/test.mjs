// `npm test`: type check, lint, build, then every project's unit + integration tests (Nx), then
// the browser tests against the real app. Stops at the first failing stage.
import { bin, buildAll, run } from './lib.mjs';

const env = { ...process.env, NX_TUI: 'false', NODE_ENV: 'test' };
const stages = [
  ['type check', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])],
  ['web type check', () => run(bin('tsc'), ['-p', 'web/tsconfig.json', '--noEmit'])],
  ['lint', () => run(bin('nx'), ['run-many', '-t', 'lint', '--outputStyle=static'], { env })],
  ['build', async () => (await buildAll(), 0)],
  ['partner event document is current', () => run(process.execPath, ['scripts/asyncapi.mjs', '--check'])],
  ['deploy files', () => run(process.execPath, ['scripts/check-deploy.mjs'])],
  // Never replayed from Nx's cache, which lives in ~/.nx and outlives a clean clone: these suites talk to PostgreSQL,
  // NATS and the clock, none of which its hash sees, and a CI run on an unchanged tree had replayed them all in 1 s.
  // Nor are the builds the tests depend on run again (the embedded host's snapshot and bundle, every package's swc):
  // the build stage above has just made them.
  ['unit + integration tests', () => run(bin('nx'), ['run-many', '-t', 'test', '--outputStyle=static', '--parallel=1', '--skip-nx-cache', '--excludeTaskDependencies'], { env })],
  ['abuse suite', () => run(process.execPath, ['scripts/abuse.mjs'], { env })],
  ['fault suite', () => run(process.execPath, ['scripts/faults.mjs'], { env })],
  ['replica suite', () => run(process.execPath, ['scripts/replicas.mjs'], { env })],
  ['browser tests', () => run(process.execPath, ['scripts/e2e.mjs'], { env })],
];

for (const [name, stage] of stages) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const code = await stage();
  console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) process.exit(code);
}

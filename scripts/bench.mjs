// `npm run bench`: every benchmark in the repo from one command. Writes bench/results.json and prints a summary table.
// Figures are printed, never asserted (CI does not run it). `npm run bench -- FILE` runs just one bench file;
// `npm run bench -- --summary` only the steps of the summary table.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildAll, root, run } from './lib.mjs';
import { measureStart } from './measure-start.mjs';

// Printed only (their own tables); the summary below takes its figures from the steps that write JSON.
const others = ['services/embedded-host/bench/graphql-engines.bench.mjs', 'services/embedded-host/bench/cv-assessment.bench.mjs', 'services/skills/bench/search.bench.mjs', 'services/assessment/bench/extraction-quality.bench.mjs'];

await buildAll();
const summaryOnly = process.argv.includes('--summary');
const files = process.argv.slice(2).filter((arg) => arg !== '--summary');
if (files.length > 0) {
  for (const bench of files) {
    const code = await run(process.execPath, [bench]);
    if (code !== 0) process.exit(code);
  }
  process.exit(0);
}

const results = { measuredAt: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length, loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(2))) } };

console.log('\n=== embedded start-up and memory');
results.embeddedStart = await measureStart();
console.log(results.embeddedStart);

console.log('\n=== read path');
const readFile = join(tmpdir(), `ecp-bench-read-${process.pid}.json`);
if ((await run(process.execPath, ['services/embedded-host/bench/read-path.bench.mjs'], { env: { ...process.env, BENCH_RESULT_FILE: readFile } })) === 0) {
  results.readPath = JSON.parse(readFileSync(readFile, 'utf8'));
  rmSync(readFile, { force: true });
}

results.spa = spaInitialSize();
console.log('\n=== SPA initial load', results.spa);

for (const bench of summaryOnly ? [] : others) {
  console.log(`\n=== ${bench}`);
  await run(process.execPath, [bench]);
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const start = results.embeddedStart;
const me = results.readPath?.rows.find((row) => row.path.startsWith('me, embedded'));
const meDistributed = results.readPath?.rows.find((row) => row.path.startsWith('me, distributed'));
const bare = results.readPath?.rows.find((row) => row.path.startsWith('bare'));
const notMeasured = 'not measured yet';
console.log('\nSummary (bench/results.json):');
console.table([
  { figure: 'embedded cold start to healthy (new DATA_DIR)', value: `${start.coldStartMs} ms (CPU ${start.coldStartCpuMs} ms)`, target: '≤ 5 s' },
  { figure: 'embedded warm start (existing DATA_DIR)', value: `${start.warmStartMs} ms (CPU ${start.warmStartCpuMs} ms)`, target: '≤ 2 s' },
  { figure: 'embedded idle RSS', value: `${start.idleRssMb} MB`, target: '≤ 400 MB' },
  { figure: 'embedded peak RSS (me under load)', value: results.readPath ? `${results.readPath.embeddedPeakRssMb} MB` : notMeasured, target: '' },
  { figure: 'bare hop Fastify → NATS', value: bare ? `${bare['req/s']} req/s, p99 ${bare['p99 ms']} ms` : notMeasured, target: 'baseline' },
  { figure: 'me, embedded', value: me ? `${me['req/s']} req/s, p99 ${me['p99 ms']} ms, ratio ${me['ratio to bare hop']}` : notMeasured, target: '≥ 0.4 of bare' },
  { figure: 'me, distributed', value: meDistributed ? `${meDistributed['req/s']} req/s, p99 ${meDistributed['p99 ms']} ms, ratio ${meDistributed['ratio to bare hop']}` : notMeasured, target: '≥ 0.6 of bare, p99 ≤ 30 ms' },
  { figure: 'SPA initial JS + CSS (gzip)', value: `${results.spa.jsGzipKb} KB JS + ${results.spa.cssGzipKb} KB CSS`, target: '' },
  { figure: 'CV upload → assessment p50/p95 (1 and 30 at once)', value: summaryOnly ? notMeasured : 'cv-assessment bench above', target: 'p95 ≤ 2 s' },
  { figure: 'event → badge at 50 events/s', value: notMeasured, target: 'p99 ≤ 100 ms' },
  { figure: 'sign-in p95 at 20/s', value: notMeasured, target: '≤ 300 ms' },
  { figure: 'Lighthouse mobile (landing, dashboard)', value: notMeasured, target: '≥ 0.95' },
]);

/** What the SPA's index.html loads before anything else (entry script, modulepreloads, stylesheets), gzip-compressed. */
function spaInitialSize() {
  const dist = join(root, 'web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(js|css))"/g)].map((match) => ({ file: match[1], kind: match[2] }));
  const size = (kind) => assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + gzipSync(readFileSync(join(dist, a.file)), { level: 9 }).byteLength, 0);
  const files = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  return {
    initialFiles: assets.map((a) => a.file),
    jsGzipKb: Math.round(size('js') / 1024),
    cssGzipKb: Math.round(size('css') / 1024),
    allAssetsKb: Math.round(files.reduce((sum, name) => sum + statSync(join(dist, 'assets', name)).size, 0) / 1024),
  };
}

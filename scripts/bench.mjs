// `npm run bench`: every benchmark in the repo, one after another. They print figures; none asserts timings.
import { buildAll, run } from './lib.mjs';

// `npm run bench` runs them all; `npm run bench -- FILE` just one.
const all = ['services/embedded-host/bench/graphql-engines.bench.mjs', 'services/embedded-host/bench/cv-assessment.bench.mjs', 'services/skills/bench/search.bench.mjs', 'services/assessment/bench/extraction-quality.bench.mjs'];
const benches = process.argv.length > 2 ? process.argv.slice(2) : all;
await buildAll();
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const code = await run(process.execPath, [bench]);
  if (code !== 0) process.exit(code);
}

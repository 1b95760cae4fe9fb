// `npm run bench`: every benchmark in the repo, one after another. They print figures; none asserts timings.
import { buildAll, run } from './lib.mjs';

const benches = ['gateway/bench/graphql-engines.bench.mjs', 'services/skills/bench/search.bench.mjs'];
await buildAll();
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const code = await run(process.execPath, [bench]);
  if (code !== 0) process.exit(code);
}

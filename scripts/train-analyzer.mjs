// `npm run train:analyzer`: trains the skill ranker (see services/assessment/src/cli/train-analyzer.ts).
// Builds what is missing first (build output on stderr).
import { join } from 'node:path';
import { buildAll, root, run } from './lib.mjs';

await buildAll({ quiet: true });
process.exit(await run(process.execPath, [join(root, 'services/assessment/dist/cli/train-analyzer.js'), ...process.argv.slice(2)], { cwd: process.env.INIT_CWD ?? process.cwd() }));

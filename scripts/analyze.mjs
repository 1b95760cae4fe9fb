// `npm run --silent analyze -- FILE...`: the CV analyzer on the command line (see services/assessment/src/cli/analyze.ts).
// Builds what is missing first, with the build's output on stderr so stdout stays one JSON object per line.
import { join } from 'node:path';
import { buildAll, root, run } from './lib.mjs';

await buildAll({ quiet: true });
process.exit(await run(process.execPath, [join(root, 'services/assessment/dist/cli/analyze.js'), ...process.argv.slice(2)], { cwd: process.env.INIT_CWD ?? process.cwd() }));

// `npm start`: build what is missing, then run the whole platform in one process (embedded mode):
// gateway + six services on an in-process bus, PGlite databases and files under DATA_DIR.
import { buildAll, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

await buildAll();
const env = {
  NODE_ENV: 'production',
  RUN_MODE: 'embedded',
  WEB_DIST: join(root, 'web', 'dist'),
  ...process.env,
};
const child = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

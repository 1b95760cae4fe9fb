// `npm start`: build what is missing, then run the whole platform in one process (embedded mode): the
// embedded host (services/embedded-host) starts the gateway, the six services and the sandbox learning
// provider on an in-process bus, PGlite databases and files under DATA_DIR.
import { buildAll, embeddedHostMain, embeddedNodeFlags, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

await buildAll();
const env = {
  NODE_ENV: 'production',
  RUN_MODE: 'embedded',
  WEB_DIST: join(root, 'web', 'dist'),
  // Node keeps the compiled code of the host's bundle (and of the few packages left out of it), so a later start
  // skips compiling it.
  NODE_COMPILE_CACHE: join(root, 'node_modules', '.cache', 'node-compile-cache'),
  ...process.env,
};
const child = spawn(process.execPath, [...embeddedNodeFlags, embeddedHostMain], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// `npm start`: build what is missing, then run the whole platform in one process (embedded mode): the
// embedded host (services/embedded-host) starts the gateway, the seven services and the sandbox learning
// provider on an in-process bus, PGlite databases and files under DATA_DIR.
import { buildAll, embeddedHostMain, embeddedNodeFlags, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
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
let stopping;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    // Ctrl+C in a terminal reaches the host as well (one process group): a second SIGINT from here would kill it in
    // the middle of its shutdown, before its databases are closed. Passed on otherwise (a service manager's SIGTERM).
    if (!(signal === 'SIGINT' && process.stdin.isTTY)) child.kill(signal);
  });
}
// A stop asked for ends with 0, as the host's own handler does; any other death by signal (an OOM SIGKILL) is a crash.
child.on('exit', (code, signal) => process.exit(code ?? (signal === stopping ? 0 : 128 + (constants.signals[signal] ?? 0))));

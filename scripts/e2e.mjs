// Browser tests: start the real app in embedded mode on a throwaway data dir and port, then run
// the Playwright (Debian Chromium) suites under web/e2e with Node's test runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run, waitForHttp } from './lib.mjs';

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'ecp-e2e-'));
const app = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(root, 'web', 'dist'), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
let code = 1;
try {
  await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 90_000 });
  code = await run(process.execPath, ['--test', '--test-concurrency=1', 'web/e2e/*.e2e.ts'], {
    env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}` },
  });
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

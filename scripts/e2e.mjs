// Browser tests: start the real app in embedded mode on a throwaway data dir and port, then run
// the Playwright (Debian Chromium) suites under web/e2e with Node's test runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedHostMain, freePortPair, root, run, waitForHttp } from './lib.mjs';

const port = await freePortPair();
// The approval test signs up this address as an administrator and takes the role up through the mailed link.
const ADMIN_EMAIL = 'e2e-admin@example.test';
const dataDir = mkdtempSync(join(tmpdir(), 'ecp-e2e-'));
const app = spawn(process.execPath, [embeddedHostMain], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(root, 'web', 'dist'), LOG_LEVEL: 'warn', ADMIN_EMAILS: ADMIN_EMAIL,
    // The browser suites sign up some 60 people from this one address, past what one network may in an hour.
    SIGN_UP_MAX_PER_IP: '10000' },
  stdio: 'inherit',
});
let code = 1;
// Heard from the start: an app that dies before /health answers ends the wait, and its 'exit' is past by the finally.
const exited = new Promise((resolve) => app.once('exit', resolve));
try {
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 90_000 }), exited.then(() => Promise.reject(new Error('the app exited before it was ready')))]);
  // `node scripts/e2e.mjs web/e2e/x.e2e.ts …` runs only those files.
  const files = process.argv.length > 2 ? process.argv.slice(2) : ['web/e2e/*.e2e.ts'];
  code = await run(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}` },
  });
} catch (error) {
  console.error('browser suites failed to run:', error);
} finally {
  if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

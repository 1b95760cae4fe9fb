// Small helpers shared by the repo's scripts (start, start-cluster, test). Plain Node, no build needed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
/**
 * Embedded mode's entry point (built): every service, the sandbox provider and the gateway in one process. The
 * host's one-file bundle (services/embedded-host/bundle.mjs), which starts faster than dist/main.js, the same code
 * unbundled; EMBEDDED_HOST_MAIN=services/embedded-host/dist/main.js runs that one instead.
 */
export const embeddedHostMain = process.env.EMBEDDED_HOST_MAIN
  ? resolve(root, process.env.EMBEDDED_HOST_MAIN)
  : join(root, 'services', 'embedded-host', 'dist', 'bundle', 'main.js');
/**
 * Node flags of the embedded process. V8 grows the young generation to 64 MB a semi-space (128 MB resident) on
 * Node 24 and keeps it while idle; 16 MB (Node 18's default) measured 426 → 314 MB idle RSS for some 0.3 s more
 * CPU at start-up (README, *Performance*).
 */
export const embeddedNodeFlags = ['--max-semi-space-size=16'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds every project that changed since the last build (Nx caches the rest). `quiet` sends the
 * build's output to stderr, for commands whose stdout is data.
 */
export async function buildAll({ quiet = false } = {}) {
  const code = await run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...process.env, NX_TUI: 'false' },
    ...(quiet ? { stdio: ['ignore', 2, 2] } : {}),
  });
  if (code !== 0) {
    console.error('Build failed.');
    process.exit(code);
  }
}

export async function waitForHttp(url, { timeoutMs = 60_000, ok = (res) => res.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (ok(res)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

/** A free port whose neighbour is free too: embedded mode puts the sandbox learning provider on PORT + 1. */
export async function freePortPair() {
  const listen = (port) => new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(null)).listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
  for (;;) {
    const port = await listen(0);
    if (port && port < 65_535 && (await listen(port + 1))) return port;
  }
}

// Embedded mode's start-up and footprint: spawns the built embedded host on DATA_DIR, times start to a healthy /health,
// then samples its resident memory while idle. Used by `npm run bench`; alone: node scripts/measure-start.mjs [DATA_DIR] [--keep]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedHostMain, embeddedNodeFlags, freePortPair, root } from './lib.mjs';

/** Resident memory of a process, from /proc (Linux), in MB. */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** CPU time a process has used so far (user + system), from /proc/<pid>/stat, in ms: unlike wall time, not inflated by a busy machine. */
export async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts the embedded host on dataDir; resolves once /health answers 200 with the time it took and a stop(). */
export async function startEmbedded(dataDir, { env = {}, nodeArgs = embeddedNodeFlags, timeoutMs = 300_000 } = {}) {
  const port = await freePortPair();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, embeddedHostMain], {
    cwd: root,
    // As `npm start` runs it (scripts/start.mjs), Node flags and compile cache included.
    env: {
      ...process.env, NODE_ENV: 'production', RUN_MODE: 'embedded', WEB_DIST: join(root, 'web', 'dist'), LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port),
      NODE_COMPILE_CACHE: join(root, 'node_modules', '.cache', 'node-compile-cache'), ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    // A signal (an OOM kill) leaves exitCode null: without signalCode the loop would wait out the whole timeout.
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`embedded host exited with ${child.exitCode ?? child.signalCode}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`embedded host not healthy within ${timeoutMs} ms`);
    }
    const ok = await fetch(`${url}/health`).then((res) => res.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    startMs,
    startCpuMs: await cpuMs(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Cold start on a new data dir, idle RSS after settleMs, then a warm start on the same dir. */
export async function measureStart({ settleMs = 10_000 } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ecp-bench-start-'));
  try {
    const cold = await startEmbedded(dataDir);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const idleRssMb = await rssMb(cold.pid);
    await cold.stop();
    const warm = await startEmbedded(dataDir);
    const warmRssMb = await rssMb(warm.pid);
    await warm.stop();
    return {
      coldStartMs: Math.round(cold.startMs),
      coldStartCpuMs: cold.startCpuMs,
      warmStartMs: Math.round(warm.startMs),
      warmStartCpuMs: warm.startCpuMs,
      idleRssMb: Math.round(idleRssMb),
      warmStartRssMb: Math.round(warmRssMb),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureStart({ settleMs: Number(process.env.SETTLE_MS ?? 10_000) }));
}

import { afterEach, describe, expect, it } from '@jest/globals';
import { WorkerPool } from './worker-pool.js';

const worker = new URL('../../test/fixtures/thread-id.worker.mjs', import.meta.url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WorkerPool idle workers', () => {
  const pools: WorkerPool<unknown, number>[] = [];
  const pool = (idleMs?: number) => {
    const created = new WorkerPool<unknown, number>(worker, { size: 1, timeoutMs: 10_000, ...(idleMs === undefined ? {} : { idleMs }) });
    pools.push(created);
    return created;
  };
  afterEach(() => Promise.all(pools.splice(0).map((p) => p.close())));

  it('ends a worker idle for idleMs and starts a new one for the next job', async () => {
    const idle = pool(100);
    const first = await idle.run({});
    expect(await idle.run({})).toBe(first); // busy again before the idle time: the same worker
    await sleep(400);
    expect(await idle.run({})).not.toBe(first);
  });

  it('keeps its worker without idleMs', async () => {
    const kept = pool();
    const first = await kept.run({});
    await sleep(400);
    expect(await kept.run({})).toBe(first);
  });
});

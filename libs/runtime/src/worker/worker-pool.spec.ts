import { afterEach, describe, expect, it } from '@jest/globals';
import { WorkerJobError, WorkerPool } from './worker-pool.js';

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

describe('WorkerPool shutdown', () => {
  it("rejects the job running and the jobs waiting as 'closed', not as the input's failure, and so every later job", async () => {
    const pool = new WorkerPool<{ ms: number }, number>(new URL('../../test/fixtures/slow.worker.mjs', import.meta.url), { size: 1, timeoutMs: 10_000 });
    expect(await pool.run({ ms: 1 })).toBe(1);
    const outcome = (job: Promise<number>) => job.then(() => undefined, (e: unknown) => e);
    const running = outcome(pool.run({ ms: 5_000 }));
    const waiting = outcome(pool.run({ ms: 1 }));
    await sleep(50);
    await pool.close();
    for (const job of [running, waiting, outcome(pool.run({ ms: 1 }))]) {
      const error = await job;
      expect(error).toBeInstanceOf(WorkerJobError);
      expect(error).toMatchObject({ reason: 'closed' });
    }
  });
});

describe('WorkerPool turns', () => {
  it("takes waiting jobs by turns of owner: one owner's backlog holds another's job back by one job, not by all", async () => {
    const pool = new WorkerPool<{ ms: number }, number>(new URL('../../test/fixtures/slow.worker.mjs', import.meta.url), { size: 1, timeoutMs: 10_000 });
    try {
      const finished: number[] = [];
      const job = (ms: number, owner: string) => pool.run({ ms }, owner).then((value) => finished.push(value));
      // The slow worker answers each job with its own `ms`: that is how the order is read.
      const jobs = [job(21, 'flood'), job(22, 'flood'), job(23, 'flood'), job(24, 'flood'), job(31, 'someone'), job(25, 'flood')];
      expect(pool.pending('flood')).toBe(5);
      expect(pool.pending('someone')).toBe(1);
      await Promise.all(jobs);
      expect(finished).toEqual([21, 22, 31, 23, 24, 25]);
      expect(pool.pending('flood')).toBe(0);
      expect(pool.pending('someone')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

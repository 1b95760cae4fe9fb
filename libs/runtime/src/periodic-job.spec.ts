import { describe, expect, it } from '@jest/globals';
import { PeriodicJob } from './periodic-job.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PeriodicJob', () => {
  it('runs one round at a time: a call while one is under way joins it', async () => {
    let rounds = 0;
    let release!: () => void;
    const job = new PeriodicJob(async () => {
      rounds += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return rounds;
    }, () => undefined);
    const first = job.runOnce();
    const second = job.runOnce();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = job.runOnce();
    release();
    expect(await third).toBe(2);
  });

  it('repeats on its interval, reports a failed round and goes on, and stop() waits for the round under way', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let finished = 0;
    const job = new PeriodicJob(async () => {
      rounds += 1;
      if (rounds === 1) throw new Error('database away');
      await tick(30);
      finished += 1;
    }, (error) => errors.push(error));
    job.start(10, { immediately: true });
    await tick(25);
    expect(errors).toEqual([expect.objectContaining({ message: 'database away' })]);
    expect(rounds).toBeGreaterThanOrEqual(2);
    await job.stop();
    const settled = { rounds, finished };
    expect(settled.finished).toBe(settled.rounds - 1);
    await tick(40);
    expect(rounds).toBe(settled.rounds);
  });
});

import { describe, expect, it } from '@jest/globals';
import { pollUntil } from './poll-until.js';

describe('pollUntil', () => {
  it('resolves with the first truthy value', async () => {
    let calls = 0;
    const value = await pollUntil(async () => (++calls >= 3 ? { calls } : undefined), { intervalMs: 1 });
    expect(value).toEqual({ calls: 3 });
  });

  it('treats a throwing check as not yet', async () => {
    let calls = 0;
    const value = await pollUntil(
      () => {
        calls += 1;
        if (calls < 3) throw new Error('not ready');
        return 'ready';
      },
      { intervalMs: 1 },
    );
    expect(value).toBe('ready');
  });

  it('times out with the last value it saw', async () => {
    await expect(pollUntil(() => ({ count: 0 }).count, { timeoutMs: 30, intervalMs: 5, description: 'three events' })).rejects.toThrow(
      'pollUntil: three events not met after 30 ms; last value: 0',
    );
  });

  it('times out with the last error it saw', async () => {
    const failure = pollUntil(
      () => {
        throw new Error('connection refused');
      },
      { timeoutMs: 30, intervalMs: 5 },
    );
    await expect(failure).rejects.toThrow('last error: connection refused');
  });
});

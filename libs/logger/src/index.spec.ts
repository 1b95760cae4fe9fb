import { describe, expect, it } from '@jest/globals';
import { currentContext, currentCorrelationId, withContext } from './index.js';

describe('request context', () => {
  it('carries the correlation id and user id through awaits', async () => {
    await withContext({ correlationId: 'corr-1', userId: 'user-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(currentCorrelationId()).toBe('corr-1');
      expect(currentContext()).toEqual({ correlationId: 'corr-1', userId: 'user-1' });
    });
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('creates a correlation id when none is given', () => {
    withContext({}, () => expect(currentCorrelationId()).toMatch(/^[0-9a-f-]{36}$/));
  });
});

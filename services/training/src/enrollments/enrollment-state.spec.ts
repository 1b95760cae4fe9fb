import { describe, expect, it } from '@jest/globals';
import { mapProviderStatus, statusForProgress } from './enrollment-state.js';

describe('enrollment state (spec §4)', () => {
  it.each([
    ['active', 'enrolled'],
    ['started', 'in_progress'],
    ['in_progress', 'in_progress'],
    ['completed', 'completed'],
    ['passed', 'completed'],
    ['failed', 'dropped'],
    ['withdrawn', 'dropped'],
    ['cancelled', 'dropped'],
    ['paused', 'enrolled'],
    ['', 'enrolled'],
    ['COMPLETED', 'enrolled'],
  ])('maps provider status %j to %s', (provider, expected) => {
    expect(mapProviderStatus(provider)).toBe(expected);
  });

  it('completes at exactly 100 and is in progress for any other value', () => {
    expect(statusForProgress(100)).toBe('completed');
    for (const value of [0, 1, 50, 99]) expect(statusForProgress(value)).toBe('in_progress');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetLocalState } from '@/features/auth/api/session';
import { journeyKeys } from '@/lib/journey-storage';

describe('forgetLocalState (sign-out)', () => {
  it("clears every user's journey keys and leaves other storage alone", () => {
    for (const id of ['user-a', 'user-b']) {
      window.localStorage.setItem(journeyKeys(id).currentStep, '2');
      window.localStorage.setItem(journeyKeys(id).completedSteps, '[1]');
    }
    window.localStorage.setItem('theme', 'dark');
    forgetLocalState();
    expect(Object.keys(window.localStorage)).toEqual(['theme']);
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useJourneyState } from '@/features/journey/hooks/use-journey-state';
import { JOURNEY_STORAGE_PREFIX, journeyKeys } from '@/lib/journey-storage';

let currentUserId: string | null = 'user-a';

beforeEach(() => {
  window.localStorage.clear();
  currentUserId = 'user-a';
});
afterEach(() => window.localStorage.clear());

describe('useJourneyState', () => {
  it("keeps the journey under the signed-in user's own keys, with the 'journey' prefix sign-out clears", () => {
    const { result } = renderHook(() => useJourneyState(currentUserId));
    act(() => result.current.next());
    const keys = journeyKeys('user-a');
    expect(keys.currentStep.startsWith(JOURNEY_STORAGE_PREFIX)).toBe(true);
    expect(keys.completedSteps.startsWith(JOURNEY_STORAGE_PREFIX)).toBe(true);
    expect(window.localStorage.getItem(keys.currentStep)).toBe('2');
    expect(window.localStorage.getItem(keys.completedSteps)).toBe('[1]');
    expect(window.localStorage.getItem('journey-current-step')).toBeNull();
  });

  it("does not show another user's journey, and switches when the signed-in user changes", () => {
    window.localStorage.setItem(journeyKeys('user-b').currentStep, '3');
    window.localStorage.setItem(journeyKeys('user-b').completedSteps, '[1,2]');
    const { result, rerender } = renderHook(() => useJourneyState(currentUserId));
    expect(result.current.currentStep).toBe(1);
    expect(result.current.completedSteps).toEqual([]);
    currentUserId = 'user-b';
    rerender();
    expect(result.current.currentStep).toBe(3);
    expect(result.current.completedSteps).toEqual([1, 2]);
  });

  it('stores nothing while no user is known', () => {
    currentUserId = null;
    const { result } = renderHook(() => useJourneyState(currentUserId));
    act(() => result.current.next());
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});

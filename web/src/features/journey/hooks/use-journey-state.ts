import { useCallback, useState } from 'react';
import { journeyKeys } from '@/lib/journey-storage';

export const JOURNEY_STEP_COUNT = 4;

export interface JourneyState {
  /** 1-based. */
  currentStep: number;
  completedSteps: readonly number[];
}

const INITIAL: JourneyState = { currentStep: 1, completedSteps: [] };

function read(userId: string | null): JourneyState {
  if (!userId) return INITIAL;
  const keys = journeyKeys(userId);
  try {
    const step = Number(window.localStorage.getItem(keys.currentStep));
    const completed = JSON.parse(window.localStorage.getItem(keys.completedSteps) ?? '[]') as unknown;
    return {
      currentStep: Number.isInteger(step) && step >= 1 && step <= JOURNEY_STEP_COUNT ? step : 1,
      completedSteps: Array.isArray(completed) ? completed.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= JOURNEY_STEP_COUNT) : [],
    };
  } catch {
    return INITIAL;
  }
}

function write(userId: string | null, state: JourneyState): void {
  if (!userId) return;
  const keys = journeyKeys(userId);
  try {
    window.localStorage.setItem(keys.currentStep, String(state.currentStep));
    window.localStorage.setItem(keys.completedSteps, JSON.stringify(state.completedSteps));
  } catch {
    // Storage unavailable (privacy mode): the journey still works for this visit.
  }
}

/**
 * Guided-journey state in local storage (spec §2): the current step and the completed ones, kept per
 * signed-in user (`userId`; another account in the same browser starts its own journey). The keys
 * (lib/journey-storage) start with the prefix sign-out clears.
 */
export function useJourneyState(userId: string | null) {
  const [held, setHeld] = useState(() => ({ userId, state: read(userId) }));
  // Another user signed in (or the user became known): their own stored journey.
  const current = held.userId === userId ? held : { userId, state: read(userId) };
  if (current !== held) setHeld(current);
  const state = current.state;
  const update = useCallback(
    (change: (previous: JourneyState) => JourneyState) => {
      setHeld((previous) => {
        const base = previous.userId === userId ? previous.state : read(userId);
        const next = change(base);
        write(userId, next);
        return { userId, state: next };
      });
    },
    [userId],
  );

  /** Spec §4: Next marks the current step completed and advances. */
  const next = useCallback(
    () =>
      update((s) => ({
        currentStep: Math.min(s.currentStep + 1, JOURNEY_STEP_COUNT),
        completedSteps: s.completedSteps.includes(s.currentStep) ? s.completedSteps : [...s.completedSteps, s.currentStep].sort(),
      })),
    [update],
  );
  /** Previous goes back while above step 1. */
  const previous = useCallback(() => update((s) => ({ ...s, currentStep: Math.max(1, s.currentStep - 1) })), [update]);
  const goTo = useCallback((step: number) => update((s) => ({ ...s, currentStep: step })), [update]);

  return { ...state, next, previous, goTo };
}

import { useCallback, useState } from 'react';

/**
 * Guided-journey state in local storage (spec §2): the current step and the completed ones. The keys
 * start with 'journey', the prefix the auth feature clears on sign-out.
 */
export const JOURNEY_CURRENT_STEP_KEY = 'journey-current-step';
export const JOURNEY_COMPLETED_STEPS_KEY = 'journey-completed-steps';
export const JOURNEY_STEP_COUNT = 4;

export interface JourneyState {
  /** 1-based. */
  currentStep: number;
  completedSteps: readonly number[];
}

function read(): JourneyState {
  try {
    const step = Number(window.localStorage.getItem(JOURNEY_CURRENT_STEP_KEY));
    const completed = JSON.parse(window.localStorage.getItem(JOURNEY_COMPLETED_STEPS_KEY) ?? '[]') as unknown;
    return {
      currentStep: Number.isInteger(step) && step >= 1 && step <= JOURNEY_STEP_COUNT ? step : 1,
      completedSteps: Array.isArray(completed) ? completed.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= JOURNEY_STEP_COUNT) : [],
    };
  } catch {
    return { currentStep: 1, completedSteps: [] };
  }
}

function write(state: JourneyState): void {
  try {
    window.localStorage.setItem(JOURNEY_CURRENT_STEP_KEY, String(state.currentStep));
    window.localStorage.setItem(JOURNEY_COMPLETED_STEPS_KEY, JSON.stringify(state.completedSteps));
  } catch {
    // Storage unavailable (privacy mode): the journey still works for this visit.
  }
}

export function useJourneyState() {
  const [state, setState] = useState<JourneyState>(read);
  const update = useCallback((change: (previous: JourneyState) => JourneyState) => {
    setState((previous) => {
      const next = change(previous);
      write(next);
      return next;
    });
  }, []);

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

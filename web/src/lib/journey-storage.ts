/**
 * The guided journey's browser storage (spec §2): the journey feature keeps its state under these keys,
 * per signed-in user, and sign-out (the auth feature) clears every key with the prefix.
 */
export const JOURNEY_STORAGE_PREFIX = 'journey';
const JOURNEY_CURRENT_STEP_KEY = 'journey-current-step';
const JOURNEY_COMPLETED_STEPS_KEY = 'journey-completed-steps';

/** This user's storage keys: 'journey-current-step:<user id>' and 'journey-completed-steps:<user id>'. */
export function journeyKeys(userId: string) {
  return { currentStep: `${JOURNEY_CURRENT_STEP_KEY}:${userId}`, completedSteps: `${JOURNEY_COMPLETED_STEPS_KEY}:${userId}` };
}

/** Spec §5: years of experience is parsed as an integer, 0 when invalid, never below 0. */
export function parseYearsOfExperience(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : Math.max(0, parsed);
}

/** The most years of experience the profile service keeps (its contract refuses more). */
export const MAX_YEARS_OF_EXPERIENCE = 100;

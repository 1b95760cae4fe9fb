/** The required skills the user has (case-insensitive), as the path names them. */
export function heldRequiredSkills(requiredSkills: readonly string[], heldLowerCase: ReadonlySet<string>): string[] {
  return requiredSkills.filter((skill) => heldLowerCase.has(skill.trim().toLowerCase()));
}

/** Spec §5: the share of required skills the user has (case-insensitive), rounded; 0 when none are required. */
export function skillMatchPercentage(requiredSkills: readonly string[], heldLowerCase: ReadonlySet<string>): number {
  if (requiredSkills.length === 0) return 0;
  return Math.round((heldRequiredSkills(requiredSkills, heldLowerCase).length / requiredSkills.length) * 100);
}

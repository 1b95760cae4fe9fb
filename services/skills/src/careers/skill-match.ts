/** Spec §5: the share of required skills the user has (case-insensitive), rounded; 0 when none are required. */
export function skillMatchPercentage(requiredSkills: readonly string[], heldLowerCase: ReadonlySet<string>): number {
  if (requiredSkills.length === 0) return 0;
  const held = requiredSkills.filter((skill) => heldLowerCase.has(skill.trim().toLowerCase())).length;
  return Math.round((held / requiredSkills.length) * 100);
}

/** Case- and surrounding-space-insensitive skill name key. */
export const skillKey = (name: string) => name.trim().toLowerCase();

/** Spec §5: share of the required skills the user has (case-insensitive), rounded; 0 when none are required. */
export function skillMatchPercentage(required: readonly string[], held: ReadonlySet<string>): number {
  const keys = [...new Set(required.map(skillKey))];
  if (keys.length === 0) return 0;
  const matched = keys.filter((key) => held.has(key)).length;
  return Math.round((matched / keys.length) * 100);
}

/** Spec §5: a program is recommended if at least one of its target skills is not among the user's skills. */
export function isRecommended(targetSkills: readonly string[], held: ReadonlySet<string>): boolean {
  return targetSkills.some((skill) => !held.has(skillKey(skill)));
}

export const heldSkillSet = (names: readonly string[]) => new Set(names.map(skillKey));

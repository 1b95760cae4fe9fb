/** Spec §5 market score bands: 75+ green 'Excellent', 50–74 yellow 'Good', below 50 red 'Needs Improvement'. */
export type ScoreBand = { label: 'Excellent' | 'Good' | 'Needs Improvement'; tone: 'green' | 'yellow' | 'red' };

export function scoreBand(score: number): ScoreBand {
  if (score >= 75) return { label: 'Excellent', tone: 'green' };
  if (score >= 50) return { label: 'Good', tone: 'yellow' };
  return { label: 'Needs Improvement', tone: 'red' };
}

export const bandText: Record<ScoreBand['tone'], string> = {
  // The 700 shades: 600 is below 4.5:1 on white for green and yellow.
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-400',
  red: 'text-red-700 dark:text-red-400',
};

export const bandBar: Record<ScoreBand['tone'], string> = {
  green: 'bg-green-500',
  yellow: 'bg-yellow-500',
  red: 'bg-red-500',
};

/** Spec §9: a job match of 75 or more gets a highlighted badge. */
export const JOB_MATCH_HIGHLIGHT = 75;

/** "+5%", "-3%" or "No change" (spec §2 History). */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}%`;
  if (change < 0) return `-${Math.abs(change)}%`;
  return 'No change';
}

/** Assessment types as people read them. */
export function assessmentTypeLabel(type: string): string {
  switch (type) {
    case 'cv_upload':
      return 'CV Upload';
    case 'manual':
      return 'Manual Assessment';
    case 'linkedin':
      return 'LinkedIn Profile';
    default:
      return type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  }
}

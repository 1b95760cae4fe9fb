import { Badge } from '@/components/ui/badge';

/** Spec §9: a skills match of 70 % or more is highlighted. */
export const MATCH_HIGHLIGHT_THRESHOLD = 70;

/**
 * A training program's or career path's skills match (the share of its required skills the person holds), shown only
 * above 0 %, highlighted from 70 %. Named 'skills match' beside the assessment's 'job match' (weighted toward a path's
 * core skills), so one path's two figures do not read as one figure that disagrees with itself.
 */
export function MatchBadge({ percentage }: { percentage: number }) {
  if (percentage <= 0) return null;
  const highlighted = percentage >= MATCH_HIGHLIGHT_THRESHOLD;
  return (
    <Badge variant={highlighted ? 'highlight' : 'secondary'} data-highlighted={highlighted}>
      {percentage}% skills match
    </Badge>
  );
}

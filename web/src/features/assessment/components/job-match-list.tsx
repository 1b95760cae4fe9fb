import { Briefcase, TrendingUp, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import { MarketFigure } from '@/features/assessment/components/market-source';
import { JOB_MATCH_HIGHLIGHT } from '@/features/assessment/components/score-band';
import { formatUsd } from '@/lib/format-usd';
import { cn } from '@/lib/utils';

type JobMatch = AssessmentDetails['futureJobMatches'][number];

/** Career opportunities: title, estimated salary, match percent and growth rate, each figure with its source. */
export function JobMatchList({ matches, compact = false }: { matches: readonly JobMatch[]; compact?: boolean }) {
  return (
    <ul className={cn('grid gap-3', !compact && 'md:grid-cols-2')} aria-label="Career opportunities">
      {matches.map((match) => {
        const highlighted = match.matchScore >= JOB_MATCH_HIGHLIGHT;
        return (
          <li key={match.title} className="space-y-2 rounded-lg border p-3 sm:p-4" aria-label={match.title}>
            <div className="flex items-start justify-between gap-2">
              <p className="flex min-w-0 items-start gap-2 font-medium">
                <Briefcase className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{match.title}</span>
              </p>
              <Badge variant={highlighted ? 'highlight' : 'secondary'} data-highlighted={highlighted}>
                {match.matchScore}% job match
              </Badge>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span className="flex items-center gap-1.5">
                <Wallet className="size-4 text-muted-foreground" aria-hidden />
                <MarketFigure label={`Salary source for ${match.title}`} source={match.salarySource} year={match.salaryYear} detail="Estimated salary, USD a year">
                  {formatUsd(match.estimatedSalary)}
                </MarketFigure>
              </span>
              <span className="flex items-center gap-1.5">
                <TrendingUp className="size-4 text-muted-foreground" aria-hidden />
                <MarketFigure
                  label={`Growth source for ${match.title}`}
                  source={match.growthSource}
                  year={match.growthPeriod}
                  detail={`Projected employment growth ${match.growthPeriod}: ${match.growthPercent}%`}
                >
                  {match.growthRate} growth
                </MarketFigure>
              </span>
            </div>
            {!compact && match.missingSkills.length > 0 ? (
              <p className="text-xs text-muted-foreground">To learn: {match.missingSkills.slice(0, 4).join(', ')}{match.missingSkills.length > 4 ? ` and ${match.missingSkills.length - 4} more` : ''}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

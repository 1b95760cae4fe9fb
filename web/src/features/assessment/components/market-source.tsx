import { Explain } from '@/components/ui/explain';
import type { AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import { cn } from '@/lib/utils';
import type { ReactNode } from 'react';

/** "Source: …, 2024" under a market figure. */
export function SourceLine({ source, year, className }: { source: string; year: number | string; className?: string }) {
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-slot="source">
      Source: {source}, {year}
    </p>
  );
}

/** A market figure that shows its source and year when hovered or opened. */
export function MarketFigure({ children, label, source, year, detail }: { children: ReactNode; label: string; source: string; year: number | string; detail?: ReactNode }) {
  return (
    <Explain
      label={label}
      className="underline decoration-dotted decoration-muted-foreground/60 underline-offset-4"
      explanation={
        <div className="space-y-1.5">
          {detail ? <div>{detail}</div> : null}
          <SourceLine source={source} year={year} />
        </div>
      }
    >
      {children}
    </Explain>
  );
}

/** The market alignment score's demand figures come from this provider. */
export const DEMAND_PROVIDER = 'energy-occupation-demand';

/** Distinct sources (name and year) of a provider's figures, or of all when it named none. */
export function distinctSources(sources: AssessmentDetails['dataSources'], provider = DEMAND_PROVIDER): { source: string; year: number }[] {
  const own = sources.filter((s) => s.provider === provider);
  const seen = new Map<string, { source: string; year: number }>();
  for (const s of own.length > 0 ? own : sources) seen.set(`${s.source}|${s.year}`, { source: s.source, year: s.year });
  return [...seen.values()];
}

/** Where the market alignment score's demand figures come from. */
export function DataSourcesList({ sources }: { sources: AssessmentDetails['dataSources'] }) {
  const distinct = distinctSources(sources);
  if (distinct.length === 0) return <p className="text-xs text-muted-foreground">No market data source was available.</p>;
  return (
    <ul className="space-y-1 text-xs text-muted-foreground" aria-label="Data sources">
      {distinct.map((s) => (
        <li key={`${s.source}-${s.year}`}>
          Source: {s.source}, {s.year}
        </li>
      ))}
    </ul>
  );
}

/** A skill's market demand and its source, when the assessment knows them. */
export function demandOf(assessment: AssessmentDetails, skill: string): { demand: number; source: string; year: number } | null {
  const key = skill.toLowerCase();
  const assessed = assessment.skills.find((s) => s.name.toLowerCase() === key);
  if (assessed?.demand != null && assessed.demandSource && assessed.demandYear != null) return { demand: assessed.demand, source: assessed.demandSource, year: assessed.demandYear };
  const market = assessment.marketSkills.find((s) => s.skill.toLowerCase() === key);
  return market ? { demand: market.demand, source: market.source, year: market.year } : null;
}

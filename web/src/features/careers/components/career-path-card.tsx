import { useId, useState } from 'react';
import { Check, Heart, TrendingUp, Wallet } from 'lucide-react';
import { ClampedText } from '@/components/clamped-text';
import { MatchBadge } from '@/components/match-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { CareerPathsQuery } from '@/gql/graphql';
import { formatUsd } from '@/lib/format-usd';

export type CareerPathCardPath = CareerPathsQuery['careerPaths'][number];

export function CareerPathCard({ path, onToggle, toggling }: { path: CareerPathCardPath; onToggle: () => void; toggling: boolean }) {
  return (
    <Card className="flex h-full flex-col" role="article" aria-label={path.title} data-path-id={path.id}>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{path.sector}</Badge>
          <MatchBadge percentage={path.matchPercentage} />
        </div>
        <CardTitle className="text-lg leading-snug">{path.title}</CardTitle>
        <ClampedText text={path.description} about={path.title} className="text-sm text-muted-foreground" />
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        {path.averageSalary != null ? (
          <p className="flex items-center gap-1.5" title={path.salarySource ?? undefined}>
            <Wallet className="size-4 shrink-0" aria-hidden /> {formatUsd(path.averageSalary)} <span className="text-muted-foreground">({path.salaryBasis})</span>
          </p>
        ) : null}
        {path.growthOutlook ? (
          <p className="flex items-center gap-1.5" title={path.growthSource ?? undefined}>
            <TrendingUp className="size-4 shrink-0" aria-hidden /> {path.growthOutlook}
          </p>
        ) : null}
        <RequiredSkills skills={path.requiredSkills} held={path.heldSkills} pathTitle={path.title} />
        <p className="text-muted-foreground text-xs">Source: U.S. Bureau of Labor Statistics, Employment Projections; ESCO</p>
      </CardContent>
      <CardFooter>
        {/* A toggle keeps one name and tells its state by aria-pressed (and the filled heart): a button reading 'Not
            interested' read as a dismiss action, and as 'Not interested, not pressed' to a screen reader.
            aria-disabled, not disabled, while the toggle is saved: a disabled button drops the keyboard focus to the page. */}
        <Button variant={path.interested ? 'default' : 'outline'} aria-pressed={path.interested} aria-disabled={toggling || undefined} className="aria-disabled:opacity-50" onClick={() => !toggling && onToggle()}>
          <Heart className="size-4" aria-hidden fill={path.interested ? 'currentColor' : 'none'} />
          Interested
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Shown before 'Show all': a path requires 11–47 skills, and the cards of a grid should stay comparable in height. */
const SKILLS_SHOWN = 8;

/**
 * The path's required skills by name (spec §3), those the person has first and ticked (what the match counts), then
 * the rest: the first few, then all on request.
 */
function RequiredSkills({ skills, held, pathTitle }: { skills: string[]; held: string[]; pathTitle: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (skills.length === 0) return null;
  const has = new Set(held);
  const ordered = [...skills.filter((skill) => has.has(skill)), ...skills.filter((skill) => !has.has(skill))];
  const shown = expanded ? ordered : ordered.slice(0, SKILLS_SHOWN);
  return (
    <div className="space-y-1.5 pt-1">
      <p className="text-xs font-medium">
        Required skills ({skills.length}){held.length > 0 ? <span className="font-normal text-muted-foreground"> · you have {held.length}</span> : null}
      </p>
      <ul id={listId} className="flex flex-wrap gap-1.5" aria-label={`Required skills for ${pathTitle}`}>
        {shown.map((skill) => (
          <li key={skill} className="max-w-full">
            <Badge variant={has.has(skill) ? 'default' : 'secondary'} className="h-auto max-w-full font-normal break-words whitespace-normal">
              {has.has(skill) ? (
                <>
                  <Check className="size-3 shrink-0" aria-hidden />
                  {skill}
                  <span className="sr-only"> (you have this skill)</span>
                </>
              ) : (
                skill
              )}
            </Badge>
          </li>
        ))}
      </ul>
      {skills.length > SKILLS_SHOWN ? (
        <Button variant="link" size="sm" className="h-6 px-0 text-xs" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${skills.length}`}
          {/* Forty cards' buttons told apart in a screen reader's list of buttons, as ClampedText's are. */}{' '}
          <span className="sr-only">required skills of {pathTitle}</span>
        </Button>
      ) : null}
    </div>
  );
}

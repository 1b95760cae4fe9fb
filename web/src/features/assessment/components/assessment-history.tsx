import { CheckCircle2, History, LoaderCircle, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAssessmentHistory, type AssessmentHistoryEntry } from '@/features/assessment/api/get-assessment-history';
import { assessmentTypeLabel, bandText, formatChange, scoreBand } from '@/features/assessment/components/score-band';
import { cn } from '@/lib/utils';

/** History tab (spec §2): a newest-first timeline with the change against the previous run, and a progress summary. */
export function AssessmentHistory() {
  const history = useAssessmentHistory();
  if (history.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading history...
      </p>
    );
  }
  const entries = history.data;
  // A failed refresh keeps the timeline it had; only with none is the error said, with Try Again.
  if (entries === undefined) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (entries.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <History className="size-12 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">No Assessment History</p>
          <p className="max-w-sm text-sm text-muted-foreground">Your assessments will appear here once you run one.</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      {entries.length > 1 ? <ProgressSummary entries={entries} /> : null}
      <ol className="relative space-y-4 border-l-2 border-border pl-6 sm:ml-2" aria-label="Assessment history">
        {entries.map((entry, index) => (
          <TimelineEntry key={entry.assessment.id} entry={entry} latest={index === 0} />
        ))}
      </ol>
    </div>
  );
}

function TimelineEntry({ entry, latest }: { entry: AssessmentHistoryEntry; latest: boolean }) {
  const { assessment } = entry;
  const when = new Date(assessment.completedAt ?? assessment.createdAt);
  const band = scoreBand(assessment.marketAlignmentScore);
  return (
    <li className="relative" data-testid="history-entry">
      <span aria-hidden className={cn('absolute top-5 -left-[33px] size-4 rounded-full border-2 border-background', latest ? 'bg-primary' : 'bg-muted-foreground/40')} />
      <Card className="gap-3 py-4">
        <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              {latest ? <Badge>Latest</Badge> : <Badge variant="outline">{when.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}</Badge>}
              <span className="font-medium">{assessmentTypeLabel(assessment.assessmentType)}</span>
              {assessment.status === 'completed' ? (
                <Badge variant="secondary" className="bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100">
                  <CheckCircle2 aria-hidden /> Completed
                </Badge>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">
              <time dateTime={when.toISOString()}>
                {when.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })} at {when.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
              </time>
              {assessment.input.fileName ? <span className="break-all"> · {assessment.input.fileName}</span> : null}
            </p>
            {entry.addedSkills.length > 0 || entry.removedSkills.length > 0 ? (
              <p className="text-xs text-muted-foreground">{describeSkillChanges(entry.addedSkills.length, entry.removedSkills.length, entry.previousAssessmentId !== null)}</p>
            ) : null}
          </div>
          <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
            <span className={cn('text-2xl font-bold', bandText[band.tone])} data-testid="history-score">
              {assessment.marketAlignmentScore}%
            </span>
            {entry.scoreChange != null ? <Change value={entry.scoreChange} /> : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function Change({ value }: { value: number }) {
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  return (
    <span
      data-testid="history-change"
      className={cn('flex items-center gap-1 text-sm font-medium', value > 0 ? 'text-green-700 dark:text-green-400' : value < 0 ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground')}
    >
      <Icon className="size-4" aria-hidden />
      {formatChange(value)}
    </span>
  );
}

function ProgressSummary({ entries }: { entries: readonly AssessmentHistoryEntry[] }) {
  const scores = entries.map((e) => e.assessment.marketAlignmentScore);
  const best = Math.max(...scores);
  const overall = scores[0]! - scores[scores.length - 1]!;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Progress Summary</CardTitle>
        <CardDescription>How your market alignment has moved across your assessments</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs text-muted-foreground sm:text-sm">Total Assessments</dt>
            <dd className="text-2xl font-bold" data-testid="summary-total">
              {entries.length}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs text-muted-foreground sm:text-sm">Best Score</dt>
            <dd className="text-2xl font-bold" data-testid="summary-best">
              {best}%
            </dd>
          </div>
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs text-muted-foreground sm:text-sm">Overall Change</dt>
            <dd className={cn('text-2xl font-bold', overall > 0 ? 'text-green-700 dark:text-green-400' : overall < 0 ? 'text-red-700 dark:text-red-400' : '')} data-testid="summary-change">
              {formatChange(overall)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

const skills = (n: number) => `${n} skill${n === 1 ? '' : 's'}`;

/**
 * The history line: what this assessment found against the one before it. Skills of the previous assessment that
 * this one did not find are not skills the user removed (their profile keeps them), so the line says so.
 */
export function describeSkillChanges(added: number, missing: number, hasPrevious: boolean): string {
  if (!hasPrevious) return `${skills(added)} found`;
  const parts = [];
  if (added > 0) parts.push(`${skills(added)} new since the previous assessment`);
  if (missing > 0) parts.push(`${skills(missing)} of the previous one not found in this CV`);
  return parts.join(', ');
}

import { Award, Calendar, Clock, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { EnrollmentFieldsFragment } from '@/gql/graphql';

const formatDate = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : '—');

const statusLabels: Record<string, string> = { enrolled: 'Enrolled', in_progress: 'In Progress', completed: 'Completed', dropped: 'Dropped' };

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="h-2 w-full overflow-hidden rounded-full bg-secondary" role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100}>
      <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${value}%` }} />
    </div>
  );
}

/** An Active-tab card: title, provider, status, progress, duration, start date and Continue Learning. */
export function ActiveEnrollmentCard({ enrollment }: { enrollment: EnrollmentFieldsFragment }) {
  const link = enrollment.metadata.enrollmentUrl;
  return (
    <Card role="article" aria-label={enrollment.program.title}>
      <CardHeader className="space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg leading-snug">{enrollment.program.title}</CardTitle>
          <Badge variant={enrollment.status === 'in_progress' ? 'default' : 'secondary'}>{statusLabels[enrollment.status] ?? enrollment.status}</Badge>
        </div>
        <CardDescription>{enrollment.program.provider.name}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="space-y-1.5">
          <div className="flex justify-between">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium">{enrollment.progressPercentage}%</span>
          </div>
          <ProgressBar value={enrollment.progressPercentage} label={`${enrollment.program.title} progress`} />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden /> {enrollment.program.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden /> Started {formatDate(enrollment.startDate)}
          </li>
        </ul>
        {enrollment.metadata.registrationPending ? (
          <p className="text-muted-foreground">The learning provider has not confirmed this enrollment yet; we keep trying.</p>
        ) : null}
      </CardContent>
      {link ? (
        <CardFooter>
          <Button asChild className="w-full">
            <a href={link} target="_blank" rel="noopener noreferrer">
              Continue Learning <ExternalLink aria-hidden />
            </a>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** A Completed-tab card: completion date, final score and View Certificate. */
export function CompletedEnrollmentCard({ enrollment }: { enrollment: EnrollmentFieldsFragment }) {
  return (
    <Card role="article" aria-label={enrollment.program.title}>
      <CardHeader className="space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg leading-snug">{enrollment.program.title}</CardTitle>
          <Badge variant="highlight">Completed</Badge>
        </div>
        <CardDescription>{enrollment.program.provider.name}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-1.5 text-sm">
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Calendar className="size-4" aria-hidden /> Completed {formatDate(enrollment.completionDate)}
        </p>
        {enrollment.finalScore !== null && enrollment.finalScore !== undefined ? (
          <p>
            Final score: <span className="font-semibold" data-testid="final-score">{Math.round(enrollment.finalScore)}%</span>
          </p>
        ) : null}
      </CardContent>
      {enrollment.certificateUrl ? (
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <a href={enrollment.certificateUrl} target="_blank" rel="noopener noreferrer">
              <Award aria-hidden /> View Certificate
            </a>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

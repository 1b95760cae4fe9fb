import { Award, Clock, GraduationCap, MonitorPlay } from 'lucide-react';
import { MatchBadge } from '@/components/match-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { TrainingProgramsQuery } from '@/gql/graphql';

export type ProgramCardProgram = TrainingProgramsQuery['trainingPrograms'][number];

export const deliveryLabels: Record<string, string> = {
  online: 'Online',
  in_person: 'In person',
  blended: 'Blended',
  virtual_classroom: 'Virtual classroom',
};

export function formatPrice(price: number, currency: string): string {
  if (price === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(price);
}

export function ProgramCard({ program, onEnroll, enrolling }: { program: ProgramCardProgram; onEnroll: () => void; enrolling: boolean }) {
  return (
    <Card className="flex h-full flex-col" aria-label={program.title} role="article">
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="capitalize">
            {program.level}
          </Badge>
          <MatchBadge percentage={program.matchPercentage} />
        </div>
        <CardTitle className="text-lg leading-snug">{program.title}</CardTitle>
        <CardDescription>{program.provider.name}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <p className="text-muted-foreground">{program.description}</p>
        <ul className="grid grid-cols-2 gap-2 text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden /> {program.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <MonitorPlay className="size-4" aria-hidden /> {deliveryLabels[program.deliveryMethod] ?? program.deliveryMethod}
          </li>
          <li className="flex items-center gap-1.5">
            <GraduationCap className="size-4" aria-hidden /> {formatPrice(program.price, program.currency)}
          </li>
          {program.certificationOffered ? (
            <li className="flex items-center gap-1.5">
              <Award className="size-4" aria-hidden /> Certificate
            </li>
          ) : null}
        </ul>
        {program.targetSkills.length > 0 ? (
          <div className="flex flex-wrap gap-1.5" aria-label="Skills you will build">
            {program.targetSkills.map((skill) => (
              <Badge key={skill} variant="secondary" className="h-auto max-w-full font-normal break-words whitespace-normal">
                {skill}
              </Badge>
            ))}
          </div>
        ) : null}
      </CardContent>
      <CardFooter>
        {/* One button in both states, aria-disabled rather than disabled while the enrolment is saved and once enrolled:
            a disabled (or replaced) button drops the keyboard focus to the page, after a failed enrolment too. */}
        <Button
          className="w-full aria-disabled:opacity-50"
          variant={program.enrolled ? 'secondary' : 'default'}
          aria-disabled={program.enrolled || enrolling || undefined}
          onClick={() => !program.enrolled && !enrolling && onEnroll()}
        >
          {program.enrolled ? 'Enrolled' : 'Enroll Now'}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { Check, ChevronLeft, ChevronRight, FileUp, GraduationCap, ListChecks, Route, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { JOURNEY_STEP_COUNT, useJourneyState } from '@/features/journey/hooks/use-journey-state';
import { cn } from '@/lib/utils';

interface JourneyStep {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The Next button's label on this step. */
  next: string;
}

/** Spec §2 Guided four-step dashboard: the steps and their Next labels. */
export const JOURNEY_STEPS: readonly JourneyStep[] = [
  { title: 'Upload CV', description: 'Upload your CV and let AI extract your skills', icon: FileUp, next: 'Review Skills' },
  { title: 'Review Skills', description: 'Check, add or remove the skills on your profile', icon: ListChecks, next: 'Explore Careers' },
  { title: 'Career Paths', description: 'Find the energy careers that match your skills', icon: Route, next: 'View Training' },
  { title: 'Training', description: 'Pick training that closes your skill gaps', icon: GraduationCap, next: 'Finish' },
];

/**
 * The guided journey (spec §2, §4): steps are clickable once step 1 is completed (step 1 always);
 * on step 1 Next needs skills already extracted. State is kept in local storage, per user (`userId`).
 */
export function GuidedJourney({
  userId,
  renderStep,
  hasSkills,
  onFinish,
}: {
  userId: string | null;
  renderStep: (step: number) => ReactNode;
  hasSkills: boolean;
  onFinish?: () => void;
}) {
  const journey = useJourneyState(userId);
  const step = JOURNEY_STEPS[journey.currentStep - 1] ?? JOURNEY_STEPS[0]!;
  const firstDone = journey.completedSteps.includes(1);
  const nextEnabled = journey.currentStep === 1 ? hasSkills : true;
  const isLast = journey.currentStep === JOURNEY_STEP_COUNT;
  // A step the person moved to (Next, Previous, the step list) takes focus to its title, which scrolls it into view:
  // on a phone Next sits some 17,000 px down a long step, and the next step opened there, mid-content, focus still on
  // Next. Only a move the person made: the step restored from local storage on load takes nothing.
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const move = (to: number, go: () => void) => {
    // Only a real change: a flag left set by a click that changed nothing (the current step, Finish) would hand the
    // focus to a later change the person did not make.
    moved.current = to !== journey.currentStep;
    go();
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepTitle.current?.focus();
  }, [journey.currentStep]);

  return (
    <section aria-labelledby="journey-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="journey-title" className="text-xl font-semibold tracking-tight">
          Your Career Journey
        </h2>
        <p className="text-sm text-muted-foreground">Four steps from your CV to the training that moves your career on.</p>
      </div>
      <nav aria-label="Journey steps">
        <ol className="grid grid-cols-4 gap-1 sm:gap-3">
          {JOURNEY_STEPS.map((item, index) => {
            const number = index + 1;
            const done = journey.completedSteps.includes(number);
            const current = number === journey.currentStep;
            const clickable = number === 1 || firstDone;
            return (
              <li key={item.title} className="min-w-0">
                <button
                  type="button"
                  disabled={!clickable}
                  aria-current={current ? 'step' : undefined}
                  data-state={done ? 'done' : current ? 'current' : 'upcoming'}
                  onClick={() => move(number, () => journey.goTo(number))}
                  className={cn(
                    'flex w-full flex-col items-center gap-1.5 rounded-lg p-2 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:gap-3 sm:p-3 sm:text-left',
                    clickable ? 'hover:bg-accent' : 'cursor-not-allowed opacity-60',
                    current && 'bg-card shadow-sm ring-1 ring-border',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                      done ? 'border-primary bg-primary text-primary-foreground' : current ? 'border-primary text-primary' : 'border-border text-muted-foreground',
                    )}
                  >
                    {done ? <Check className="size-4" aria-hidden /> : number}
                  </span>
                  <span className={cn('text-xs font-medium sm:text-sm', current ? 'text-foreground' : 'text-muted-foreground')}>
                    {item.title}
                    {/* The check mark says it only to the eye; the current step is told by aria-current. */}
                    {done ? <span className="sr-only"> (completed)</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {/* overflow-clip, not hidden: the stuck bar keeps to the card's rounded corners, and the card is no scroll container,
          so the bar still sticks to the screen. */}
      <Card className="gap-0 overflow-clip py-0">
        <CardHeader className="border-b py-5 max-sm:px-4">
          <CardTitle as="h3" ref={stepTitle} tabIndex={-1} className="flex items-center gap-2 text-lg outline-none">
            <step.icon className="size-5 text-primary" aria-hidden />
            {step.title}
          </CardTitle>
          <CardDescription>{step.description}</CardDescription>
        </CardHeader>
        <CardContent className="py-6 max-sm:px-4" data-slot="journey-step">
          {renderStep(journey.currentStep)}
        </CardContent>
        {/* Kept in sight at the bottom of the screen while a long step (40 career paths) scrolls past. */}
        <CardFooter data-sticky-actions className="sticky bottom-0 z-10 justify-between gap-2 border-t bg-card py-4 max-sm:px-4">
          <Button variant="outline" disabled={journey.currentStep === 1} onClick={() => move(journey.currentStep - 1, journey.previous)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Button
            disabled={!nextEnabled}
            onClick={() => {
              move(isLast ? journey.currentStep : journey.currentStep + 1, journey.next);
              if (isLast) onFinish?.();
            }}
          >
            {step.next} {isLast ? null : <ChevronRight aria-hidden />}
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

/** Shown on step 1 after a CV is uploaded and analysed. */
export function JourneyUploadSuccess({ skillCount }: { skillCount: number }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950/40">
      <Check className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
      <div>
        <p className="font-semibold">CV Uploaded Successfully!</p>
        {/* With none extracted, the list below says to upload another CV, and Next waits for a skill. */}
        {skillCount > 0 ? <p className="text-sm text-muted-foreground">Your skills have been extracted. Click &quot;Next&quot; to review them.</p> : null}
      </div>
    </div>
  );
}

import { Check, ClipboardCheck, Compass, GraduationCap, LoaderCircle, LogOut, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PROCESSING_MESSAGES } from '@/lib/processing-messages';
import { cn } from '@/lib/utils';
import { toastError } from '@/lib/toast-error';
import { useCompleteOnboarding } from '@/features/onboarding/api/complete-onboarding';

type WizardStep = { title: string; description: string; icon: LucideIcon };

// Spec §2 Onboarding: three steps, in this order.
export const ONBOARDING_STEPS: readonly WizardStep[] = [
  { title: 'Career Assessment', description: 'Upload CV and review results', icon: ClipboardCheck },
  { title: 'Explore Careers', description: 'Find your path', icon: Compass },
  { title: 'Find Training', description: 'Start learning', icon: GraduationCap },
];

export interface OnboardingWizardProps {
  /** Whether a user is signed in (composed in app/ from the auth feature). */
  signedIn: boolean;
  /** The signed-in user or their onboarding status is still being read: the Loading screen. */
  loading: boolean;
  /** The profile's onboardingCompleted (a completed onboarding goes to the dashboard). */
  onboardingCompleted: boolean | undefined;
  /** The content of step `index` (0-based); `complete` marks that step complete (spec §4: "its component reports completion"). */
  renderStep: (index: number, complete: () => void) => ReactNode;
  /** Step 1's Next needs at least one skill (or the step complete). */
  hasSkills: boolean;
  /**
   * What the person did here before (a reload, another sign-in), once known: with skills, step 1 is done; with a career
   * path marked interested too, step 2. The wizard opens at the first step not done instead of at step 1, unticked.
   */
  resumeFrom?: { hasSkills: boolean; hasInterests: boolean };
  /** With ?linkedin=true: extraction from the professional-network data, run once on load. */
  extractFromLinkedin?: () => Promise<unknown>;
  /** Signs out (composed in app/ from the auth feature): the wizard is the only page a new user can reach. */
  onSignOut?: () => void;
}

/**
 * The first-time onboarding wizard (spec §2 Onboarding, §4): three steps, a clickable vertical step
 * indicator, Previous/Next (Finish on step 3) and the Next-enabled rules per step.
 */
export function OnboardingWizard({ signedIn, loading, onboardingCompleted, renderStep, hasSkills, resumeFrom, extractFromLinkedin, onSignOut }: OnboardingWizardProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [currentIndex, setCurrentIndex] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());
  const [extracting, setExtracting] = useState(false);
  const linkedinStarted = useRef(false);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(currentIndex);

  // A new step (Next, Previous, the step list) takes focus to its title: keyboard and screen-reader users start
  // there, rather than on a Next button now far below the new content.
  useEffect(() => {
    if (shownStep.current === currentIndex) return;
    shownStep.current = currentIndex;
    stepTitle.current?.focus();
  }, [currentIndex]);

  const isLastStep = currentIndex === ONBOARDING_STEPS.length - 1;
  const step = ONBOARDING_STEPS[currentIndex] ?? ONBOARDING_STEPS[0]!;
  const finish = useCompleteOnboarding();
  const markComplete = (index: number) => setCompleted((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));

  // ?linkedin=true: extract skills from the professional-network data, then step 2 with step 1 done.
  const fromLinkedin = params.get('linkedin') === 'true';

  // Once, as soon as it is known, and only before the person has moved: open at the first step not done.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !resumeFrom || fromLinkedin) return;
    resumed.current = true;
    if (shownStep.current !== 0 || !resumeFrom.hasSkills) return;
    const done = resumeFrom.hasInterests ? [0, 1] : [0];
    setCompleted((previous) => new Set([...previous, ...done]));
    shownStep.current = done.length; // the step title takes no focus: nothing was pressed
    setCurrentIndex(done.length);
  }, [resumeFrom, fromLinkedin]);
  useEffect(() => {
    if (!fromLinkedin || !signedIn || !extractFromLinkedin || linkedinStarted.current) return;
    linkedinStarted.current = true;
    setExtracting(true);
    extractFromLinkedin()
      // Spec §8: a failed extraction is only logged, with no user message.
      .catch((error: unknown) => console.error('LinkedIn skill extraction failed', error))
      .finally(() => {
        setExtracting(false);
        markComplete(0);
        setCurrentIndex(1);
        setParams(
          (previous) => {
            const copy = new URLSearchParams(previous);
            copy.delete('linkedin');
            return copy;
          },
          { replace: true },
        );
      });
  }, [fromLinkedin, signedIn, extractFromLinkedin, setParams]);

  if (loading || !signedIn) return <LoadingScreen />;
  // Spec §2: a completed onboarding goes to the dashboard (/wizard too; the session gate covers /onboarding).
  if (onboardingCompleted === true && !finish.isPending) return <Navigate to="/dashboard" replace />;

  // Spec §4: step 1 needs a skill or the step complete; step 2 the step complete; step 3 always.
  const passable = (index: number) => (index === 0 ? hasSkills || completed.has(0) : index === 1 ? completed.has(1) : true);
  const nextEnabled = passable(currentIndex);
  // What step 2's Next waits for, said where the step starts and beside Next: its list of paths is long (step 1's
  // upload is the whole step).
  const waitingFor = !nextEnabled && currentIndex === 1 ? 'Mark at least one career path as Interested to continue.' : null;
  // The step list goes back freely, and forward only as far as Next could: it never skips step 1's CV to Finish.
  const reachable = (index: number) => index <= currentIndex || ONBOARDING_STEPS.slice(0, index).every((_, before) => passable(before));

  const goNext = () => {
    markComplete(currentIndex);
    if (!isLastStep) return setCurrentIndex(currentIndex + 1);
    // Finish sets onboardingCompleted, then the dashboard (the session gate would send an unfinished user back).
    finish.mutate(undefined, { onSuccess: () => navigate('/dashboard'), onError: toastError });
  };

  return (
    <div className="min-h-svh bg-linear-to-b from-emerald-50/70 to-background dark:from-emerald-950/20">
      <header className="mx-auto flex h-16 max-w-6xl items-center gap-2.5 px-4 sm:px-6">
        <BrandMark />
        <BrandName />
        {onSignOut ? (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={onSignOut}>
            <LogOut aria-hidden />
            Sign Out
          </Button>
        ) : null}
      </header>
      <main className="mx-auto max-w-6xl px-4 pt-6 pb-40 sm:px-6">
        <div className="mb-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome! Let&apos;s set up your career profile</h1>
          <p className="mt-2 text-muted-foreground">
            Step {currentIndex + 1} of {ONBOARDING_STEPS.length}
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="onboarding-steps-title" className="min-w-0">
            {/* Names the steps for screen readers and keeps heading levels whole: h1 page, h2 steps, h3 the current step. */}
            <h2 id="onboarding-steps-title" className="sr-only">
              Onboarding steps
            </h2>
            <ol className="flex flex-col gap-2">
              {ONBOARDING_STEPS.map((item, index) => (
                <li key={item.title}>
                  <StepButton
                    step={item}
                    number={index + 1}
                    isCurrent={index === currentIndex}
                    isComplete={completed.has(index)}
                    isLast={index === ONBOARDING_STEPS.length - 1}
                    disabled={!reachable(index) || extracting}
                    onSelect={() => setCurrentIndex(index)}
                  />
                </li>
              ))}
            </ol>
          </nav>
          {/* overflow-clip, not hidden: the stuck step bar keeps to the card's rounded corners, and the card is no
              scroll container, so the bar still sticks to the screen. */}
          <Card className="min-w-0 gap-0 overflow-clip py-0">
            <CardHeader className="border-b py-6 max-sm:px-4">
              <CardTitle as="h3" ref={stepTitle} tabIndex={-1} className="flex items-center gap-2 text-xl outline-none">
                <step.icon className="size-5 text-primary" aria-hidden />
                {step.title}
              </CardTitle>
              <CardDescription>{step.description}</CardDescription>
              {waitingFor ? <p className="text-sm text-muted-foreground">{waitingFor}</p> : null}
            </CardHeader>
            <CardContent data-slot="wizard-step" className="relative flex min-h-[500px] flex-col py-6 max-sm:px-4">
              {extracting ? (
                <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
                  <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
                  <p className="font-medium">{PROCESSING_MESSAGES.linkedin}</p>
                </div>
              ) : (
                renderStep(currentIndex, () => markComplete(currentIndex))
              )}
            </CardContent>
            {/* Kept in sight at the bottom of the screen while a long step (40 career paths) scrolls past. */}
            <CardFooter data-sticky-actions className="sticky bottom-0 z-10 justify-between border-t bg-card py-4 max-sm:px-4">
              <Button variant="outline" disabled={currentIndex === 0} onClick={() => setCurrentIndex(currentIndex - 1)}>
                Previous
              </Button>
              <div className="flex items-center gap-3">
                {waitingFor ? <p className="text-right text-sm text-muted-foreground max-sm:hidden">{waitingFor}</p> : null}
                <Button onClick={goNext} disabled={!nextEnabled || finish.isPending || extracting}>
                  {isLastStep ? 'Finish' : 'Next'}
                </Button>
              </div>
            </CardFooter>
          </Card>
        </div>
      </main>
    </div>
  );
}

function StepButton({
  step,
  number,
  isCurrent,
  isComplete,
  isLast,
  disabled,
  onSelect,
}: {
  step: WizardStep;
  number: number;
  isCurrent: boolean;
  isComplete: boolean;
  isLast: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-current={isCurrent ? 'step' : undefined}
      className={cn(
        'group relative flex w-full items-start gap-3 rounded-lg p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
        isCurrent && 'bg-card shadow-sm ring-1 ring-border',
      )}
    >
      {/* Connector line down to the next step. */}
      {isLast ? null : (
        <span aria-hidden="true" className="absolute top-12 bottom-[-0.75rem] left-[1.75rem] hidden w-px bg-border md:block" />
      )}
      <span
        className={cn(
          'relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
          isComplete
            ? 'border-primary bg-primary text-primary-foreground'
            : isCurrent
              ? 'border-primary bg-background text-primary'
              : 'border-border bg-background text-muted-foreground',
        )}
      >
        {isComplete ? <Check className="size-4" aria-hidden /> : number}
      </span>
      <span className="flex flex-col">
        <span className={cn('font-medium', isCurrent ? 'text-foreground' : 'text-muted-foreground')}>
          {step.title}
          {/* The check mark says it only to the eye; the current step is told by aria-current. */}
          {isComplete ? <span className="sr-only"> (completed)</span> : null}
        </span>
        <span className="text-sm text-muted-foreground">{step.description}</span>
      </span>
    </button>
  );
}

import { Check, ClipboardCheck, Compass, GraduationCap, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
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

export function OnboardingWizard() {
  const navigate = useNavigate();
  const [currentIndex, setCurrentIndex] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());

  const isLastStep = currentIndex === ONBOARDING_STEPS.length - 1;
  const step = ONBOARDING_STEPS[currentIndex] ?? ONBOARDING_STEPS[0]!;

  const finish = useCompleteOnboarding();

  const goNext = () => {
    setCompleted((previous) => new Set(previous).add(currentIndex));
    if (!isLastStep) return setCurrentIndex(currentIndex + 1);
    // Finish sets onboardingCompleted, then the dashboard (the session gate would send an unfinished user back).
    finish.mutate(undefined, { onSuccess: () => navigate('/dashboard'), onError: toastError });
  };

  return (
    <div className="min-h-svh bg-linear-to-b from-emerald-50/70 to-background dark:from-emerald-950/20">
      <header className="mx-auto flex h-16 max-w-6xl items-center gap-2.5 px-4 sm:px-6">
        <BrandMark />
        <BrandName />
      </header>
      <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
        <div className="mb-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome! Let&apos;s set up your career profile</h1>
          <p className="mt-2 text-muted-foreground">
            Step {currentIndex + 1} of {ONBOARDING_STEPS.length}
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label="Onboarding steps">
            <ol className="flex flex-col gap-2">
              {ONBOARDING_STEPS.map((item, index) => (
                <li key={item.title}>
                  <StepButton
                    step={item}
                    number={index + 1}
                    isCurrent={index === currentIndex}
                    isComplete={completed.has(index)}
                    isLast={index === ONBOARDING_STEPS.length - 1}
                    onSelect={() => setCurrentIndex(index)}
                  />
                </li>
              ))}
            </ol>
          </nav>
          <Card className="gap-0 py-0">
            <CardHeader className="border-b py-6">
              <CardTitle className="text-xl">{step.title}</CardTitle>
              <CardDescription>{step.description}</CardDescription>
            </CardHeader>
            <CardContent data-slot="wizard-step" className="flex min-h-[500px] items-center justify-center py-6">
              <div className="flex flex-col items-center gap-4 text-center text-muted-foreground">
                <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                  <step.icon className="size-8" />
                </span>
                <p className="max-w-sm">{step.description}</p>
              </div>
            </CardContent>
            <CardFooter className="justify-between border-t py-4">
              <Button variant="outline" disabled={currentIndex === 0} onClick={() => setCurrentIndex(currentIndex - 1)}>
                Previous
              </Button>
              <Button onClick={goNext} disabled={finish.isPending}>{isLastStep ? 'Finish' : 'Next'}</Button>
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
  onSelect,
}: {
  step: WizardStep;
  number: number;
  isCurrent: boolean;
  isComplete: boolean;
  isLast: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isCurrent ? 'step' : undefined}
      className={cn(
        'group relative flex w-full items-start gap-3 rounded-lg p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
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
        {isComplete ? <Check className="size-4" /> : number}
      </span>
      <span className="flex flex-col">
        <span className={cn('font-medium', isCurrent ? 'text-foreground' : 'text-muted-foreground')}>{step.title}</span>
        <span className="text-sm text-muted-foreground">{step.description}</span>
      </span>
    </button>
  );
}

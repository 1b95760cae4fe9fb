import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Upload CV', 'Review Results', 'Explore Opportunities'] as const;

/** The assessment page's 3-step indicator; `current` is 1-based, steps before it are done. */
export function AssessmentSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="flex items-center gap-2 sm:gap-4" aria-label="Assessment steps">
      {STEPS.map((title, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li key={title} className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left" aria-current={active ? 'step' : undefined} data-state={done ? 'done' : active ? 'current' : 'upcoming'}>
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done ? 'border-primary bg-primary text-primary-foreground' : active ? 'border-primary text-primary' : 'border-border text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : number}
            </span>
            <span className={cn('text-xs sm:text-sm', active ? 'font-medium text-foreground' : 'text-muted-foreground')}>
              {title}
              {/* The check mark says it only to the eye; the current step is told by aria-current. */}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
            {number < STEPS.length ? <span aria-hidden className={cn('hidden h-px flex-1 sm:block', done ? 'bg-primary' : 'bg-border')} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

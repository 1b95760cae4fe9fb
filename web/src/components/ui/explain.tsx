import { useRef, useState, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A figure or label that explains itself: hovering it (pointer) or opening it (click, tap, Enter) shows
 * `explanation` in a popover. The trigger is a button, so keyboard and touch users reach it too.
 */
export function Explain({
  children,
  explanation,
  label,
  className,
  contentClassName,
}: {
  children: ReactNode;
  explanation: ReactNode;
  /** Accessible name of the trigger (e.g. "Why: maintain wind turbines"). */
  label?: string;
  className?: string;
  contentClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a trigger the pointer already opened keeps it open (rather than toggling it shut).
  const openedByHover = useRef(false);
  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        aria-label={label}
        data-slot="explain-trigger"
        className={cn('cursor-help rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
        onPointerEnter={(event) => event.pointerType === 'mouse' && hoverOpen()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && hoverClose()}
        onClick={(event) => {
          if (openedByHover.current) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        {children}
      </PopoverTrigger>
      <PopoverContent
        role="note"
        className={cn('w-80 text-sm', contentClassName)}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
      >
        {explanation}
      </PopoverContent>
    </Popover>
  );
}

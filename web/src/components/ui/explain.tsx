import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const HOVER_CLOSE_DELAY_MS = 150;
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A figure or label that explains itself: hovering it (pointer) or opening it (click, tap, Enter) shows
 * `explanation` in a popover. The trigger is a button, so keyboard and touch users reach it too.
 *
 * Accessibility: the trigger's accessible name is its visible content (the figure itself); `label` is only
 * its description (aria-describedby). Opened from the keyboard (or a tap), focus moves into the popover,
 * so its links are reachable with Tab; Escape closes it and returns focus to the trigger. Opened by a
 * mouse hover it leaves the focus where it is.
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
  /** What the popover tells (e.g. "Market Alignment sources"): the trigger's accessible description, not its name. */
  label?: string;
  className?: string;
  contentClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
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
      {label && typeof document !== 'undefined'
        ? // Kept out of the trigger's parents (their text is the figure alone); a hidden element still describes.
          createPortal(
            <span id={hintId} hidden>
              {label}
            </span>,
            document.body,
          )
        : null}
      <PopoverTrigger
        type="button"
        aria-describedby={label ? hintId : undefined}
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
        tabIndex={-1}
        // Opened by hover: the focus stays put. Opened by keyboard or tap: focus moves into the popover.
        onOpenAutoFocus={(event) => {
          if (openedByHover.current) event.preventDefault();
        }}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        // Tab with nothing to reach inside (a note of text alone) closes it, focus back on its trigger: the popover's
        // focus scope kept the focus on it, and only Escape, which nothing on screen names, got a keyboard user out.
        onKeyDown={(event) => {
          if (event.key === 'Tab' && event.target === event.currentTarget && !event.currentTarget.querySelector(TABBABLE)) setOpen(false);
        }}
      >
        {explanation}
      </PopoverContent>
    </Popover>
  );
}

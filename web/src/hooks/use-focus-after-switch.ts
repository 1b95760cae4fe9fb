import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), button, a[href], select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A button that swaps the view it sits in away (Upload Different CV, Back to your results, …) takes the keyboard
 * focus with it, to the page's body. When `view` changes and the focus was lost so, it moves to the first control
 * in `container` (or its first `target`); someone whose focus is elsewhere keeps it.
 */
export function useFocusAfterSwitch(view: unknown, container: RefObject<HTMLElement | null>, target = FOCUSABLE): void {
  const shown = useRef(view);
  useEffect(() => {
    if (Object.is(shown.current, view)) return;
    shown.current = view;
    // A frame later: the old view may leave after this render (a tab panel's exit), taking the focus only then.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      container.current?.querySelector<HTMLElement>(target)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [view, container, target]);
}

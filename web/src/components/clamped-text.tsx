import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A paragraph cut to three lines, with 'Show more' / 'Show less' when the cut hides some of it (measured, so a short
 * text or a wide card gets no button), so a card stays short and its whole text is still one press away. `about`: what
 * the text describes, which the button's name adds for a screen reader ('Show more of Wind turbine technician').
 */
export function ClampedText({ text, about, className }: { text: string; about?: string; className?: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  // Show less on a text that, its card wider now, fits anyway: the button stays while it has the focus, not to drop it.
  const [holdsFocus, setHoldsFocus] = useState(false);
  useLayoutEffect(() => {
    const paragraph = ref.current;
    if (!paragraph || expanded) return;
    const measure = () => setCut(paragraph.scrollHeight > paragraph.clientHeight + 1);
    measure();
    // The card's width changes with the window (and the sidebar): a text cut at one width may fit at another.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className="space-y-1">
      <p id={id} ref={ref} className={cn(className, !expanded && 'line-clamp-3')}>
        {text}
      </p>
      {cut || expanded || holdsFocus ? (
        <Button
          variant="link"
          size="sm"
          className="h-6 px-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setHoldsFocus(expanded);
            setExpanded(!expanded);
          }}
          onBlur={() => setHoldsFocus(false)}
        >
          {expanded ? 'Show less' : 'Show more'}
          {/* Forty cards' buttons are told apart by what they open, for a screen reader's list of buttons. */}
          {about ? (
            <>
              {' '}
              <span className="sr-only">of {about}</span>
            </>
          ) : null}
        </Button>
      ) : null}
    </div>
  );
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * Where the keyboard focus goes once a removed skill pill has left `list` (its remove button went with it, and the
 * focus with that): the remove button now at the same place, else the last one, else the element `fallback` selects. Only focus that
 * was lost so moves: someone who has moved on (typing a search) keeps theirs. Returns the function to call, with the
 * removed pill's index, when the removal succeeds; `removing` and `skills` re-run it once the list has re-rendered.
 */
export function useRefocusAfterRemoval(list: RefObject<HTMLUListElement | null>, fallback: string, removing: boolean, skills: unknown) {
  const [refocusAt, setRefocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (refocusAt === null || removing) return;
    setRefocusAt(null);
    const active = document.activeElement;
    if (active && active !== document.body && !list.current?.contains(active)) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-label^="Remove "]');
    const target = buttons?.[Math.min(refocusAt, buttons.length - 1)] ?? document.querySelector<HTMLElement>(fallback);
    target?.focus();
  }, [refocusAt, removing, skills, list, fallback]);
  return setRefocusAt;
}

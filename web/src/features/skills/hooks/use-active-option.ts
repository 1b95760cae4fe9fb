import { useEffect, useState } from 'react';

/**
 * The active option of a listbox a text field drives (aria-activedescendant): Arrow Up/Down `move` it, wrapping, and
 * the active option is scrolled into view. `first` is where a new search starts: the first option (0) or none (-1).
 */
export function useActiveOption(listId: string, count: number, first: 0 | -1) {
  const [active, setActive] = useState<number>(first);
  const activeIndex = count === 0 ? -1 : Math.min(active, count - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  });
  const move = (step: 1 | -1) => {
    if (count > 0) setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
  };
  return { activeIndex, optionId, move, setActive, reset: () => setActive(first) };
}

import { ChevronsUpDown } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useSkillSuggestions } from '@/features/skills/api/search-skills';

/** Spec §5/§9: at most 50 matches. */
export const SKILL_SEARCH_CAP = 50;

/** Spec §2: the options are the suggestions whose displayed name contains the search text (any case), held skills left out, at most 50. */
export function filterSkillOptions<T extends { name: string }>(suggestions: readonly T[], query: string, heldSkills: readonly string[]): T[] {
  const held = new Set(heldSkills.map((s) => s.toLowerCase()));
  const needle = query.trim().toLowerCase();
  return suggestions
    .filter((s) => !held.has(s.name.toLowerCase()))
    .filter((s) => s.name.toLowerCase().includes(needle))
    .slice(0, SKILL_SEARCH_CAP);
}

/**
 * The assessment panel's searchable dropdown: 'Add another skill...' opens a list filtered by
 * 'Search skills...' (case-insensitive substring of the name, held skills left out, at most 50), or 'No skills found.'
 * Keyboard: the search field is a combobox; Arrow Up/Down move the active option
 * (aria-activedescendant), Enter adds it, Escape closes.
 */
export function SkillAddCombobox({ heldSkills, onAdd, disabled }: { heldSkills: readonly string[]; onAdd: (name: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const suggestions = useSkillSuggestions(query, open);
  const listId = useId();
  const results = filterSkillOptions(suggestions.data ?? [], query, heldSkills);
  const [active, setActive] = useState(0);
  const activeIndex = results.length === 0 ? -1 : Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new search starts again at the first option.
  useEffect(() => setActive(0), [query, open]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (name: string) => {
    onAdd(name);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex < 0 ? 0 : (activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = results[activeIndex];
      if (option) choose(option.name);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" role="combobox" aria-label="Add another skill..." aria-expanded={open} aria-controls={listId} disabled={disabled} className="w-full justify-between font-normal text-muted-foreground sm:w-80">
          Add another skill...
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="border-b p-2">
          <Input
            autoFocus
            role="combobox"
            aria-expanded
            aria-autocomplete="list"
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Search skills..."
            aria-label="Search skills"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul id={listId} role="listbox" aria-label="Skills to add" className="max-h-64 overflow-y-auto p-1">
          {results.map((r, index) => (
            <li
              key={r.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              data-active={index === activeIndex || undefined}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground data-[active]:bg-accent data-[active]:text-accent-foreground"
              onPointerMove={() => index !== activeIndex && setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(r.name)}
            >
              {r.name}
            </li>
          ))}
          {results.length === 0 && !suggestions.isFetching ? <li className="px-2 py-6 text-center text-sm text-muted-foreground">No skills found.</li> : null}
          {results.length === 0 && suggestions.isFetching ? <li className="px-2 py-6 text-center text-sm text-muted-foreground">Searching...</li> : null}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

import { ChevronsUpDown } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useSkillSuggestions } from '@/features/skills/api/search-skills';
import { useSkillMatches } from '@/features/skills/api/skill-matches';
import { SkillOption } from '@/features/skills/components/skill-option';
import { useActiveOption } from '@/features/skills/hooks/use-active-option';

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

/** At most this many "Did you mean" options. */
export const DID_YOU_MEAN_CAP = 5;

/**
 * The assessment panel's searchable dropdown: 'Add another skill...' opens a list filtered by
 * 'Search skills...' (case-insensitive substring of the name, held skills left out, at most 50), or 'No skills found.'
 * When no option holds the text (3 characters or more), a 'Did you mean' group follows 'No skills found.' with up
 * to 5 ESCO skills the assessment analyzer maps it to (held skills left out); choosing one adds it like any option.
 * Keyboard: the search field is a combobox; Arrow Up/Down move the active option over both groups
 * (aria-activedescendant), Enter adds it, Escape closes.
 */
export function SkillAddCombobox({
  heldSkills,
  onAdd,
  disabled,
  busy = false,
}: {
  heldSkills: readonly string[];
  onAdd: (name: string) => void;
  disabled?: boolean;
  /** An added skill is being saved: the trigger is aria-disabled (it keeps the focus the closing list gives back) and does not open. */
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const suggestions = useSkillSuggestions(query, open);
  const listId = useId();
  const results = filterSkillOptions(suggestions.data ?? [], query, heldSkills);
  const held = new Set(heldSkills.map((s) => s.toLowerCase()));
  const typed = query.toLowerCase();
  const exact = held.has(typed) || (suggestions.data ?? []).some((s) => s.name.toLowerCase() === typed);
  // Only when no option holds the text: the list is the spec's (names containing it, at most 50), and the
  // analyzer's guesses for a word many names contain ('TROUBLE': 'solve problems', 'tend upsetting machine') were noise.
  const asking = !exact && query !== '' && suggestions.data !== undefined && !suggestions.isPlaceholderData && results.length === 0;
  const matches = useSkillMatches(query, open && asking);
  const didYouMean = asking ? (matches.data ?? []).filter((m) => !held.has(m.name.toLowerCase())).slice(0, DID_YOU_MEAN_CAP) : [];
  const options = [...results.map((r) => r.name), ...didYouMean.map((m) => m.name)];
  const { activeIndex, optionId, move, setActive, reset } = useActiveOption(listId, options.length, 0);
  const didYouMeanId = `${listId}-did-you-mean`;

  // A new search starts again at the first option.
  useEffect(reset, [query, open]);

  const choose = (name: string) => {
    onAdd(name);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={(next) => (!next || !busy) && setOpen(next)}>
      <PopoverTrigger asChild>
        <Button variant="outline" role="combobox" aria-label="Add another skill..." aria-expanded={open} aria-controls={listId} disabled={disabled} aria-disabled={busy || undefined} className="w-full justify-between font-normal text-muted-foreground aria-disabled:opacity-50 sm:w-80">
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
        {/* Above the listbox, not in it: a listbox holds options and groups only. */}
        {results.length === 0 ? <p className="px-2 pt-6 pb-4 text-center text-sm text-muted-foreground">{suggestions.isFetching ? 'Searching...' : 'No skills found.'}</p> : null}
        <ul id={listId} role="listbox" aria-label="Skills to add" className="max-h-64 overflow-y-auto p-1">
          {results.map((r, index) => (
            <SkillOption key={r.name} id={optionId(index)} active={index === activeIndex} onActivate={() => index !== activeIndex && setActive(index)} onChoose={() => choose(r.name)}>
              {r.name}
            </SkillOption>
          ))}
          {didYouMean.length > 0 ? (
            <li role="group" aria-labelledby={didYouMeanId} className="border-t pt-1">
              <div id={didYouMeanId} className="px-2 py-1 text-xs font-medium text-muted-foreground">
                Did you mean
              </div>
              <ul role="none">
                {didYouMean.map((m, i) => {
                  const index = results.length + i;
                  return (
                    <SkillOption key={m.escoUri} id={optionId(index)} active={index === activeIndex} onActivate={() => index !== activeIndex && setActive(index)} onChoose={() => choose(m.name)}>
                      {m.name}
                    </SkillOption>
                  );
                })}
              </ul>
            </li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

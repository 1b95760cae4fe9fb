import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Flame, Plus } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useSkillSuggestions } from '@/features/skills/api/search-skills';
import { useSkillMatches } from '@/features/skills/api/skill-matches';
import { SkillOption } from '@/features/skills/components/skill-option';
import { useActiveOption } from '@/features/skills/hooks/use-active-option';

/**
 * Search box over the built-in suggestions and the whole taxonomy (the server leaves out held skills and
 * caps at 50), with an 'Add "text"' option for free text and, for free text of 3 characters or more that no option's
 * name holds, 'Did you mean' up to 5 ESCO skills the assessment analyzer maps it to.
 * Keyboard: Arrow Up/Down move the active option over all of them (aria-activedescendant) and Enter adds it; with
 * none active, Enter adds the typed text (the option of that name if there is one). A skill already held is not sent:
 * the list says so (the server would refuse it, and the person saw only 'Failed to add skill').
 */
export function SkillPicker({ heldSkills, onAdd, disabled }: { heldSkills: readonly string[]; onAdd: (name: string) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDeferredValue(text);
  const suggestions = useSkillSuggestions(query, open);
  const listId = useId();
  // Spaces collapsed as the server stores a name, so 'machine  learning' is the 'Machine Learning' already held.
  const typed = text.trim().replace(/\s+/g, ' ');
  const held = new Set(heldSkills.map((s) => s.toLowerCase()));
  const alreadyHeld = typed !== '' && held.has(typed.toLowerCase());
  const results = suggestions.data ?? [];
  const offerFreeText = typed !== '' && !alreadyHeld && !results.some((r) => r.name.toLowerCase() === typed.toLowerCase());
  // Only when no option's name holds the text: the list stays the spec's (names containing it, at most 50), and the
  // analyzer's guesses for a word many names contain were noise.
  // The results are those of the deferred text: asked only once they are this text's own.
  const current = query.trim().replace(/\s+/g, ' ') === typed && suggestions.data !== undefined && !suggestions.isPlaceholderData;
  const asking = offerFreeText && current && !results.some((r) => r.name.toLowerCase().includes(typed.toLowerCase()));
  const matches = useSkillMatches(typed, open && asking);
  const listed = new Set(results.map((r) => r.name.toLowerCase()));
  const didYouMean = asking ? (matches.data ?? []).filter((m) => !held.has(m.name.toLowerCase()) && !listed.has(m.name.toLowerCase())).slice(0, 5) : [];
  const didYouMeanId = `${listId}-did-you-mean`;
  // Every option in the order shown: 'Add "text"', the suggestions, 'Did you mean'.
  const freeText = offerFreeText ? 1 : 0;
  const options = [...(offerFreeText ? [typed] : []), ...results.map((r) => r.name), ...didYouMean.map((m) => m.name)];
  const { activeIndex, optionId, move, setActive, reset } = useActiveOption(listId, options.length, -1);

  // A new search starts with no option active (closing resets it too, where the list closes).
  useEffect(reset, [text]);
  const close = () => {
    setOpen(false);
    reset();
  };

  const choose = (name: string) => {
    onAdd(name);
    setText('');
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
      else if (typed && !alreadyHeld) choose(results.find((r) => r.name.toLowerCase() === typed.toLowerCase())?.name ?? typed);
    } else if (event.key === 'Escape') close();
  };

  const option = (index: number, name: string, children: React.ReactNode, key: string) => (
    <SkillOption key={key} id={optionId(index)} active={index === activeIndex} onActivate={() => index !== activeIndex && setActive(index)} onChoose={() => choose(name)}>
      {children}
    </SkillOption>
  );

  return (
    <div className="relative" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}>
      <Input
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-label="Search skills"
        placeholder="Search skills..."
        value={text}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div className="bg-popover text-popover-foreground absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border p-1 shadow-md">
          {/* Messages sit beside the listbox, not in it: a listbox holds options and groups only. */}
          {alreadyHeld ? <p className="text-muted-foreground px-2 py-1.5 text-sm">"{typed}" is already in your skills.</p> : null}
          <ul id={listId} role="listbox" aria-label="Skill suggestions">
            {offerFreeText
              ? option(
                  0,
                  typed,
                  <>
                    <Plus className="size-4" aria-hidden /> Add "{typed}"
                  </>,
                  'add',
                )
              : null}
            {results.map((r, i) =>
              option(
                freeText + i,
                r.name,
                <>
                  <span className="flex-1">
                    {r.name}
                    {r.matchedLabel ? <span className="text-muted-foreground"> · {r.matchedLabel}</span> : null}
                  </span>
                  {r.hot ? <Flame className="size-4 text-orange-500" aria-label="Hot technology" /> : null}
                </>,
                r.name,
              ),
            )}
            {didYouMean.length > 0 ? (
              <li role="group" aria-labelledby={didYouMeanId} className="border-t pt-1">
                <div id={didYouMeanId} className="text-muted-foreground px-2 py-1 text-xs font-medium">
                  Did you mean
                </div>
                <ul role="none">{didYouMean.map((m, i) => option(freeText + results.length + i, m.name, m.name, m.escoUri))}</ul>
              </li>
            ) : null}
          </ul>
          {!offerFreeText && !alreadyHeld && results.length === 0 && !suggestions.isFetching ? <p className="text-muted-foreground px-2 py-1.5 text-sm">No skills found.</p> : null}
        </div>
      ) : null}
    </div>
  );
}

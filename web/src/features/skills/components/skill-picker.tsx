import { useDeferredValue, useId, useState } from 'react';
import { Flame, Plus } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useSkillSuggestions } from '@/features/skills/api/search-skills';
import { useSkillMatches } from '@/features/skills/api/skill-matches';
import { cn } from '@/lib/utils';

/**
 * Search box over the built-in suggestions and the whole taxonomy (the server leaves out held skills and
 * caps at 50), with an 'Add "text"' option for free text and, for free text of 3 characters or more that no option's
 * name holds, 'Did you mean' up to 5 ESCO skills the assessment analyzer maps it to.
 */
export function SkillPicker({ heldSkills, onAdd, disabled }: { heldSkills: readonly string[]; onAdd: (name: string) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDeferredValue(text);
  const suggestions = useSkillSuggestions(query, open);
  const listId = useId();
  const typed = text.trim();
  const held = new Set(heldSkills.map((s) => s.toLowerCase()));
  const results = suggestions.data ?? [];
  const offerFreeText = typed !== '' && !held.has(typed.toLowerCase()) && !results.some((r) => r.name.toLowerCase() === typed.toLowerCase());
  // Only when no option's name holds the text: the list stays the spec's (names containing it, at most 50), and the
  // analyzer's guesses for a word many names contain were noise.
  const asking = offerFreeText && suggestions.data !== undefined && !suggestions.isPlaceholderData && !results.some((r) => r.name.toLowerCase().includes(typed.toLowerCase()));
  const matches = useSkillMatches(typed, open && asking);
  const listed = new Set(results.map((r) => r.name.toLowerCase()));
  const didYouMean = asking ? (matches.data ?? []).filter((m) => !held.has(m.name.toLowerCase()) && !listed.has(m.name.toLowerCase())).slice(0, 5) : [];
  const didYouMeanId = `${listId}-did-you-mean`;

  const choose = (name: string) => {
    onAdd(name);
    setText('');
    setOpen(false);
  };

  return (
    <div className="relative" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <Input
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label="Search skills"
        placeholder="Search skills..."
        value={text}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && typed) {
            e.preventDefault();
            choose(results.find((r) => r.name.toLowerCase() === typed.toLowerCase())?.name ?? typed);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Skill suggestions" className="bg-popover text-popover-foreground absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border p-1 shadow-md">
          {offerFreeText ? (
            <Option onChoose={() => choose(typed)}>
              <Plus className="size-4" aria-hidden /> Add "{typed}"
            </Option>
          ) : null}
          {results.map((r) => (
            <Option key={r.name} onChoose={() => choose(r.name)}>
              <span className="flex-1">
                {r.name}
                {r.matchedLabel ? <span className="text-muted-foreground"> · {r.matchedLabel}</span> : null}
              </span>
              {r.hot ? <Flame className="size-4 text-orange-500" aria-label="Hot technology" /> : null}
            </Option>
          ))}
          {offerFreeText && didYouMean.length > 0 ? (
            <li role="group" aria-labelledby={didYouMeanId} className="border-t pt-1">
              <div id={didYouMeanId} className="text-muted-foreground px-2 py-1 text-xs font-medium">
                Did you mean
              </div>
              <ul role="none">
                {didYouMean.map((m) => (
                  <Option key={m.escoUri} onChoose={() => choose(m.name)}>
                    {m.name}
                  </Option>
                ))}
              </ul>
            </li>
          ) : null}
          {!offerFreeText && results.length === 0 && !suggestions.isFetching ? <li className="text-muted-foreground px-2 py-1.5 text-sm">No skills found.</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

function Option({ children, onChoose }: { children: React.ReactNode; onChoose: () => void }) {
  return (
    <li
      role="option"
      aria-selected={false}
      tabIndex={-1}
      className={cn('hover:bg-accent hover:text-accent-foreground flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm')}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}

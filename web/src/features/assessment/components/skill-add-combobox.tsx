import { ChevronsUpDown } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useSkillSuggestions } from '@/features/skills/api/search-skills';

/** Spec §5/§9: at most 50 matches. */
export const SKILL_SEARCH_CAP = 50;

/**
 * The assessment panel's searchable dropdown: 'Add another skill...' opens a list filtered by
 * 'Search skills...' (case-insensitive substring, held skills left out, at most 50), or 'No skills found.'
 */
export function SkillAddCombobox({ heldSkills, onAdd, disabled }: { heldSkills: readonly string[]; onAdd: (name: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const suggestions = useSkillSuggestions(query, open);
  const listId = useId();
  const held = new Set(heldSkills.map((s) => s.toLowerCase()));
  const needle = query.toLowerCase();
  const results = (suggestions.data ?? [])
    .filter((s) => !held.has(s.name.toLowerCase()))
    .filter((s) => needle === '' || s.name.toLowerCase().includes(needle) || (s.matchedLabel ?? '').toLowerCase().includes(needle))
    .slice(0, SKILL_SEARCH_CAP);

  const choose = (name: string) => {
    onAdd(name);
    setText('');
    setOpen(false);
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
            placeholder="Search skills..."
            aria-label="Search skills"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && results[0]) {
                event.preventDefault();
                choose(results[0].name);
              }
            }}
          />
        </div>
        <ul id={listId} role="listbox" aria-label="Skills to add" className="max-h-64 overflow-y-auto p-1">
          {results.map((r) => (
            <li
              key={r.name}
              role="option"
              aria-selected={false}
              tabIndex={-1}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground"
              onClick={() => choose(r.name)}
              onKeyDown={(event) => event.key === 'Enter' && choose(r.name)}
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

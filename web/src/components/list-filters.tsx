import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The row of a list's search field and menus (role search, named after the list). */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Two columns on a phone, three beside a sidebar, the search field wider in one row on a wide screen.
    <div role="search" aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      {children}
    </div>
  );
}

/** How long typing must pause before the list (and the address) follows the search field. */
const SEARCH_SETTLE_MS = 200;
/** How long the list must stay the same before a screen reader is told how many it shows. */
const ANNOUNCE_SETTLE_MS = 700;

/**
 * A labelled search field over its row. It keeps what is typed itself and reports it once typing pauses: the list
 * follows the address, which the router updates a moment later, and a field showing the address would lose keys typed
 * meanwhile (and the status line would announce every keystroke). A change from outside (Clear filters, Back) shows.
 */
export function SearchField({ id, placeholder, value, onChange, inputRef }: { id: string; placeholder: string; value: string; onChange: (value: string) => void; inputRef?: RefObject<HTMLInputElement | null> }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_SETTLE_MS);
  // The last value reported or received, and the last settled text: each effect acts on its own input's change only.
  const reported = useRef(value);
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== reported.current) {
      reported.current = settled;
      onChange(settled);
    }
  }, [settled, onChange]);
  return (
    <div className="col-span-2 space-y-1.5 sm:col-span-3 xl:col-span-1">
      <label htmlFor={id} className="text-sm font-medium">
        Search
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} ref={inputRef} type="search" className="pl-8" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
    </div>
  );
}

/** A labelled menu. Native: the phone's own picker, and the keyboard and screen-reader behaviour every browser has. */
export function FilterMenu({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: [value: string, label: string][];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="h-9 w-full rounded-md border border-input bg-background px-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * How many of the list the filters show ('Showing 3 of 26 programs', or '26 programs' when all), and when none, says
 * so with a way back to the whole list (focus then goes to `focusAfterClear`, as the button goes away). `noun`: one
 * item and several.
 */
export function FilteredCount({
  shown,
  total,
  noun: [one, several],
  emptyText,
  onClear,
  focusAfterClear,
}: {
  shown: number;
  total: number;
  noun: [one: string, several: string];
  emptyText: string;
  onClear: () => void;
  focusAfterClear: RefObject<HTMLElement | null>;
}) {
  const items = `${total} ${total === 1 ? one : several}`;
  const count = shown < total ? `Showing ${shown} of ${items}` : items;
  // Announced once the list has settled, not at each step of a search typed slowly or a menu run through by arrow key.
  const announced = useDebouncedValue(count, ANNOUNCE_SETTLE_MS);
  return (
    <>
      <p aria-hidden className="text-sm text-muted-foreground">
        {count}
      </p>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {shown === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
          <p className="text-muted-foreground">{emptyText}</p>
          <Button
            variant="outline"
            onClick={() => {
              onClear();
              focusAfterClear.current?.focus();
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </>
  );
}

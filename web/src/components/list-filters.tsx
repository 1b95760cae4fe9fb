import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The row of a list's search field and menus (role search, named after the list). */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      {children}
    </div>
  );
}

/** A labelled search field spanning the row on a phone. */
export function SearchField({ id, placeholder, value, onChange }: { id: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="col-span-2 space-y-1.5 lg:col-span-1">
      <label htmlFor={id} className="text-sm font-medium">
        Search
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" className="pl-8" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
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
 * so with a way back to the whole list. `noun`: the list's items, plural.
 */
export function FilteredCount({ shown, total, noun, emptyText, onClear }: { shown: number; total: number; noun: string; emptyText: string; onClear: () => void }) {
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {shown < total ? `Showing ${shown} of ${total} ${noun}` : `${total} ${noun}`}
      </p>
      {shown === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
          <p className="text-muted-foreground">{emptyText}</p>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A menu option's label from a lower-case value ('beginner' → 'Beginner'). */
export const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

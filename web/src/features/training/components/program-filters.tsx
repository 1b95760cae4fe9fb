import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { deliveryLabels } from '@/features/training/components/program-card';
import { PROGRAM_SORTS, type ProgramFilterState, type ProgramSort } from '@/features/training/hooks/use-program-filters';

/** The search field and menus above /explore's program list. */
export function ProgramFilters({
  filters,
  levels,
  formats,
  onChange,
}: {
  filters: ProgramFilterState;
  levels: string[];
  formats: string[];
  onChange: (change: Partial<ProgramFilterState>) => void;
}) {
  const id = useId();
  return (
    <div role="search" aria-label="Training programs" className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Search
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-8"
            placeholder="Title, provider or skill"
            value={filters.query}
            onChange={(event) => onChange({ query: event.target.value })}
          />
        </div>
      </div>
      <Menu id={`${id}-level`} label="Level" value={filters.level} onChange={(level) => onChange({ level })} options={[['', 'All levels'], ...levels.map((level): [string, string] => [level, level.charAt(0).toUpperCase() + level.slice(1)])]} />
      <Menu id={`${id}-format`} label="Format" value={filters.format} onChange={(format) => onChange({ format })} options={[['', 'All formats'], ...formats.map((format): [string, string] => [format, deliveryLabels[format] ?? format])]} />
      <Menu
        id={`${id}-sort`}
        label="Sort by"
        className="col-span-2 lg:col-span-1"
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as ProgramSort })}
        options={Object.entries(PROGRAM_SORTS)}
      />
    </div>
  );
}

// A native select: the phone's own picker, and the keyboard and screen-reader behaviour every browser already has.
function Menu({ id, label, value, options, onChange, className }: { id: string; label: string; value: string; options: [value: string, label: string][]; onChange: (value: string) => void; className?: string }) {
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

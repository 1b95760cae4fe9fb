import { useId, type RefObject } from 'react';
import { FilterMenu, ListFilters, SearchField } from '@/components/list-filters';
import { deliveryLabels } from '@/features/training/components/program-card';
import { PROGRAM_SORTS, type ProgramFilterState, type ProgramSort } from '@/features/training/hooks/use-program-filters';

// A level's menu label ('beginner' → 'Beginner'; the card capitalises it in CSS, which an <option> does not take).
const capitalised = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/** The search field and menus above /explore's program list. */
export function ProgramFilters({
  filters,
  levels,
  formats,
  searchRef,
  onChange,
}: {
  filters: ProgramFilterState;
  levels: string[];
  formats: string[];
  searchRef: RefObject<HTMLInputElement | null>;
  onChange: (change: Partial<ProgramFilterState>) => void;
}) {
  const id = useId();
  const onQuery = (query: string) => onChange({ query });
  return (
    <ListFilters label="Training programs">
      <SearchField id={`${id}-q`} placeholder="Title, provider or skill" value={filters.query} onChange={onQuery} inputRef={searchRef} />
      <FilterMenu id={`${id}-level`} label="Level" value={filters.level} onChange={(level) => onChange({ level })} options={[['', 'All levels'], ...levels.map((level): [string, string] => [level, capitalised(level)])]} />
      <FilterMenu
        id={`${id}-format`}
        label="Format"
        value={filters.format}
        onChange={(format) => onChange({ format })}
        options={[['', 'All formats'], ...formats.map((format): [string, string] => [format, deliveryLabels[format] ?? format])]}
      />
      <FilterMenu id={`${id}-sort`} label="Sort by" className="col-span-2 sm:col-span-1" value={filters.sort} onChange={(sort) => onChange({ sort: sort as ProgramSort })} options={Object.entries(PROGRAM_SORTS)} />
    </ListFilters>
  );
}

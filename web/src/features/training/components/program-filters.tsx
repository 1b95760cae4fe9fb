import { useId } from 'react';
import { FilterMenu, ListFilters, SearchField, capitalised } from '@/components/list-filters';
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
    <ListFilters label="Training programs">
      <SearchField id={`${id}-q`} placeholder="Title, provider or skill" value={filters.query} onChange={(query) => onChange({ query })} />
      <FilterMenu id={`${id}-level`} label="Level" value={filters.level} onChange={(level) => onChange({ level })} options={[['', 'All levels'], ...levels.map((level): [string, string] => [level, capitalised(level)])]} />
      <FilterMenu
        id={`${id}-format`}
        label="Format"
        value={filters.format}
        onChange={(format) => onChange({ format })}
        options={[['', 'All formats'], ...formats.map((format): [string, string] => [format, deliveryLabels[format] ?? format])]}
      />
      <FilterMenu id={`${id}-sort`} label="Sort by" className="col-span-2 lg:col-span-1" value={filters.sort} onChange={(sort) => onChange({ sort: sort as ProgramSort })} options={Object.entries(PROGRAM_SORTS)} />
    </ListFilters>
  );
}

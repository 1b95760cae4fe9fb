import { useId, type RefObject } from 'react';
import { FilterMenu, ListFilters, SearchField } from '@/components/list-filters';
import { CAREER_SORTS, type CareerFilterState, type CareerSort } from '@/features/careers/hooks/use-career-filters';

/** The search field and menus above the career path list. */
export function CareerPathFilters({
  filters,
  sectors,
  searchRef,
  onChange,
}: {
  filters: CareerFilterState;
  sectors: string[];
  searchRef: RefObject<HTMLInputElement | null>;
  onChange: (change: Partial<CareerFilterState>) => void;
}) {
  const id = useId();
  const onQuery = (query: string) => onChange({ query });
  return (
    <ListFilters label="Career paths">
      <SearchField id={`${id}-q`} placeholder="Title, sector or skill" value={filters.query} onChange={onQuery} inputRef={searchRef} />
      <FilterMenu id={`${id}-sector`} label="Sector" value={filters.sector} onChange={(sector) => onChange({ sector })} options={[['', 'All sectors'], ...sectors.map((sector): [string, string] => [sector, sector])]} />
      <FilterMenu
        id={`${id}-show`}
        label="Show"
        value={filters.interestedOnly ? 'interested' : ''}
        onChange={(show) => onChange({ interestedOnly: show === 'interested' })}
        options={[
          ['', 'All paths'],
          ['interested', 'Interested only'],
        ]}
      />
      <FilterMenu id={`${id}-sort`} label="Sort by" className="col-span-2 sm:col-span-1" value={filters.sort} onChange={(sort) => onChange({ sort: sort as CareerSort })} options={Object.entries(CAREER_SORTS)} />
    </ListFilters>
  );
}

import { useListFilters } from '@/hooks/use-list-filters';
import { matchesEveryWord } from '@/lib/match-words';
import type { CareerPathCardPath } from '@/features/careers/components/career-path-card';

export const CAREER_SORTS = { match: 'Best match', title: 'Title (A–Z)', salary: 'Highest salary' } as const;
export type CareerSort = keyof typeof CAREER_SORTS;

/** What the career path list is narrowed to. */
export interface CareerFilterState {
  query: string;
  /** '' for every sector. */
  sector: string;
  interestedOnly: boolean;
  sort: CareerSort;
}

/**
 * The paths that hold every word of the query (in the title, sector, description or a required skill), in the chosen
 * sector, only those marked Interested if asked, in the chosen order; the list's own order (best match, then title)
 * breaks ties, and a path without a salary goes last by salary.
 */
export function filterCareerPaths(paths: readonly CareerPathCardPath[], filters: CareerFilterState): CareerPathCardPath[] {
  const kept = paths.filter(
    (p) =>
      (!filters.sector || p.sector === filters.sector) &&
      (!filters.interestedOnly || p.interested) &&
      matchesEveryWord(filters.query, [p.title, p.sector, p.description, ...p.requiredSkills]),
  );
  const byList = new Map(paths.map((p, i) => [p.id, i]));
  const tie = (a: CareerPathCardPath, b: CareerPathCardPath) => byList.get(a.id)! - byList.get(b.id)!;
  if (filters.sort === 'title') return kept.sort((a, b) => a.title.localeCompare(b.title, 'en') || tie(a, b));
  if (filters.sort === 'salary') return kept.sort((a, b) => (b.averageSalary ?? -1) - (a.averageSalary ?? -1) || tie(a, b));
  return kept;
}

/** The sectors the list holds, by name, for the menu. */
export const sectorsOf = (paths: readonly CareerPathCardPath[]) => [...new Set(paths.map((p) => p.sector))].sort((a, b) => a.localeCompare(b, 'en'));

/**
 * The career path list's filters, in the address on /careers (?q=&sector=&show=interested&sort=; see useListFilters). A sector the list does not hold
 * (an old link) and an unknown sort read as none, as the menus show them.
 */
export function useCareerFilters(sectors: string[], inAddress: boolean) {
  const { values, update } = useListFilters({ q: '', sector: '', show: '', sort: 'match' }, { inAddress });
  const filters: CareerFilterState = {
    query: values.q,
    sector: sectors.includes(values.sector) ? values.sector : '',
    interestedOnly: values.show === 'interested',
    sort: Object.hasOwn(CAREER_SORTS, values.sort) ? (values.sort as CareerSort) : 'match',
  };
  return {
    filters,
    update: ({ query, interestedOnly, ...rest }: Partial<CareerFilterState>) =>
      update({ ...rest, ...(query === undefined ? {} : { q: query }), ...(interestedOnly === undefined ? {} : { show: interestedOnly ? 'interested' : '' }) }),
    clear: () => update({ q: '', sector: '', show: '' }),
  };
}

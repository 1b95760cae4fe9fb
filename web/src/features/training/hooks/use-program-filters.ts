import { useSearchParams } from 'react-router';
import type { ProgramCardProgram } from '@/features/training/components/program-card';

export const PROGRAM_SORTS = { title: 'Title (A–Z)', match: 'Best skills match', price: 'Price (lowest first)' } as const;
export type ProgramSort = keyof typeof PROGRAM_SORTS;

/** What /explore is narrowed to; kept in the address (?q=&level=&format=&sort=) so Back and a shared link keep it. */
export interface ProgramFilterState {
  query: string;
  /** '' for every level or format. */
  level: string;
  format: string;
  sort: ProgramSort;
}

const LEVEL_ORDER = ['beginner', 'intermediate', 'advanced'];

const words = (text: string) => text.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);

/**
 * The programs that hold every word of the query (in the title, provider, description or a target skill, in any case)
 * and the chosen level and format, in the chosen order; the catalogue's own order (by title) breaks ties.
 */
export function filterPrograms(programs: readonly ProgramCardProgram[], filters: ProgramFilterState): ProgramCardProgram[] {
  const wanted = words(filters.query);
  const kept = programs.filter((p) => {
    if (filters.level && p.level !== filters.level) return false;
    if (filters.format && p.deliveryMethod !== filters.format) return false;
    if (!wanted.length) return true;
    const text = [p.title, p.provider.name, p.description, ...p.targetSkills].join('\n').toLocaleLowerCase('en');
    return wanted.every((word) => text.includes(word));
  });
  const byCatalogue = new Map(programs.map((p, i) => [p.id, i]));
  const tie = (a: ProgramCardProgram, b: ProgramCardProgram) => byCatalogue.get(a.id)! - byCatalogue.get(b.id)!;
  if (filters.sort === 'match') return kept.sort((a, b) => b.matchPercentage - a.matchPercentage || tie(a, b));
  if (filters.sort === 'price') return kept.sort((a, b) => a.price - b.price || tie(a, b));
  return kept;
}

/** The levels and formats the catalogue holds, in a sensible order (levels by difficulty), for the filter menus. */
export function filterChoices(programs: readonly ProgramCardProgram[]) {
  const distinct = (values: string[]) => [...new Set(values)];
  const rank = (level: string) => (LEVEL_ORDER.includes(level) ? LEVEL_ORDER.indexOf(level) : LEVEL_ORDER.length);
  return {
    levels: distinct(programs.map((p) => p.level)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    formats: distinct(programs.map((p) => p.deliveryMethod)).sort(),
  };
}

/** /explore's filters, read from and written to the address (an unknown sort reads as by title). */
export function useProgramFilters() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') ?? '';
  const filters: ProgramFilterState = {
    query: params.get('q') ?? '',
    level: params.get('level') ?? '',
    format: params.get('format') ?? '',
    sort: sort in PROGRAM_SORTS ? (sort as ProgramSort) : 'title',
  };
  const update = (change: Partial<ProgramFilterState>) => {
    const next = { ...filters, ...change };
    // Replace, not push: each keystroke in the search field is not a page to go Back to.
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        const set = (key: string, value: string, empty: string) => (value === empty ? params.delete(key) : params.set(key, value));
        set('q', next.query, '');
        set('level', next.level, '');
        set('format', next.format, '');
        set('sort', next.sort, 'title');
        return params;
      },
      { replace: true },
    );
  };
  return { filters, update, clear: () => update({ query: '', level: '', format: '' }) };
}

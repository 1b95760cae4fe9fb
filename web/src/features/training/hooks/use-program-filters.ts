import { useListFilters } from '@/hooks/use-list-filters';
import { matchesEveryWord } from '@/lib/match-words';
import type { ProgramCardProgram } from '@/features/training/components/program-card';

export const PROGRAM_SORTS = { title: 'Title (A–Z)', match: 'Best match', price: 'Lowest price' } as const;
export type ProgramSort = keyof typeof PROGRAM_SORTS;

/** What /explore is narrowed to. */
export interface ProgramFilterState {
  query: string;
  /** '' for every level or format. */
  level: string;
  format: string;
  sort: ProgramSort;
}

const LEVEL_ORDER = ['beginner', 'intermediate', 'advanced'];

/**
 * The programs that hold every word of the query (in the title, provider, description or a target skill) and the
 * chosen level and format, in the chosen order; the catalogue's own order (by title) breaks ties.
 */
export function filterPrograms(programs: readonly ProgramCardProgram[], filters: ProgramFilterState): ProgramCardProgram[] {
  const kept = programs.filter(
    (p) =>
      (!filters.level || p.level === filters.level) &&
      (!filters.format || p.deliveryMethod === filters.format) &&
      matchesEveryWord(filters.query, [p.title, p.provider.name, p.description, ...p.targetSkills]),
  );
  const byCatalogue = new Map(programs.map((p, i) => [p.id, i]));
  const tie = (a: ProgramCardProgram, b: ProgramCardProgram) => byCatalogue.get(a.id)! - byCatalogue.get(b.id)!;
  if (filters.sort === 'match') return kept.sort((a, b) => b.matchPercentage - a.matchPercentage || tie(a, b));
  if (filters.sort === 'price') {
    const place = currencyPlaces(programs);
    return kept.sort((a, b) => priceKey(a, place) - priceKey(b, place) || a.price - b.price || tie(a, b));
  }
  return kept;
}

/** Each currency's place: the catalogue's commonest first (then by code). */
function currencyPlaces(programs: readonly ProgramCardProgram[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of programs) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  const order = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([currency]) => currency);
  return new Map(order.map((currency, i) => [currency, i]));
}

/**
 * 'Lowest price' orders by price within a currency, not across: with no exchange rates, 90 EUR is neither above nor
 * below 100 USD. Free programs come first, then the commonest currency's, then each other currency's.
 */
const priceKey = (p: ProgramCardProgram, place: Map<string, number>) => (p.price === 0 ? -1 : place.get(p.currency)!);

/** The levels (by difficulty) and formats the catalogue holds, for the menus. */
export function filterChoices(programs: readonly ProgramCardProgram[]) {
  const distinct = (values: string[]) => [...new Set(values)];
  const rank = (level: string) => (LEVEL_ORDER.includes(level) ? LEVEL_ORDER.indexOf(level) : LEVEL_ORDER.length);
  return {
    levels: distinct(programs.map((p) => p.level)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    formats: distinct(programs.map((p) => p.deliveryMethod)).sort(),
  };
}

/**
 * The program list's filters, in the address on /explore (?q=&level=&format=&sort=; see useListFilters). Given the catalogue's choices, a level or format it
 * does not hold (an old link) and an unknown sort read as none, as the menus show them.
 */
export function useProgramFilters(choices: { levels: string[]; formats: string[] }, inAddress: boolean) {
  const { values, update } = useListFilters({ q: '', level: '', format: '', sort: 'title' }, { inAddress });
  const filters: ProgramFilterState = {
    query: values.q,
    level: choices.levels.includes(values.level) ? values.level : '',
    format: choices.formats.includes(values.format) ? values.format : '',
    sort: Object.hasOwn(PROGRAM_SORTS, values.sort) ? (values.sort as ProgramSort) : 'title',
  };
  return {
    filters,
    update: ({ query, ...rest }: Partial<ProgramFilterState>) => update(query === undefined ? rest : { ...rest, q: query }),
    clear: () => update({ q: '', level: '', format: '' }),
  };
}

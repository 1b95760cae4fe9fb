import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (`?q=…&level=…`), so a reload, Back or a shared link keeps them. `defaults`
 * names each filter's query parameter and its value when absent; a filter at its default leaves the address.
 * Other parameters of the address are kept.
 */
export function useListFilters<Key extends string>(defaults: Record<Key, string>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as Key[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<Key, string>;
  const update = (change: Partial<Record<Key, string>>) =>
    // Replace, not push: a change of filter is not a page to go Back to. Only the changed keys are written, over the
    // address as this render read it.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of Object.keys(change) as Key[]) {
          const value = change[key]!;
          if (value === defaults[key]) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { values, update };
}

/** Whether the text holds every word of the query (any case, any spacing): an empty query matches everything. */
export function matchesEveryWord(query: string, texts: readonly string[]): boolean {
  const words = query.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = texts.join('\n').toLocaleLowerCase('en');
  return words.every((word) => text.includes(word));
}

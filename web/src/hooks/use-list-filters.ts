import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters. On a page of its own (`inAddress`, the default) they live in the address (`?q=…&level=…`), so a
 * reload, Back or a shared link keeps them; `defaults` names each filter's query parameter and its value when absent,
 * a filter at its default leaves the address, and the address's other parameters are kept. Inside a page that shows
 * several lists in turn at one address (the onboarding wizard, the dashboard's journey) they live in the list's own
 * state: in the address, the careers step's search would filter the training step after it.
 */
export function useListFilters<Key extends string>(defaults: Record<Key, string>, { inAddress = true }: { inAddress?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const [own, setOwn] = useState<Partial<Record<Key, string>>>({});
  // The address as last written: two changes before the router renders again (a menu change as a search settles) both
  // land, where the router's functional update would hand each the address of the last render.
  const written = useRef({ seen: params, latest: params });
  if (written.current.seen !== params) written.current = { seen: params, latest: params };
  const keys = Object.keys(defaults) as Key[];
  const read = (key: Key) => (inAddress ? params.get(key) : own[key]) ?? defaults[key];
  const values = Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<Key, string>;
  const update = (change: Partial<Record<Key, string>>) => {
    if (!inAddress) {
      setOwn((current) => ({ ...current, ...change }));
      return;
    }
    const next = new URLSearchParams(written.current.latest);
    for (const key of Object.keys(change) as Key[]) {
      const value = change[key]!;
      if (value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    written.current.latest = next;
    // Replace, not push: a change of filter is not a page to go Back to.
    setParams(next, { replace: true });
  };
  return { values, update };
}

import { useEffect, useState } from 'react';

/**
 * False on the first render, true from a task after the first commit: for a request that need not start in the
 * (long) task that mounts a page, such as the user menu's headline or the badges the layout watches.
 */
export function useAfterMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted;
}

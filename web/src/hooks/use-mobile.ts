import { useSyncExternalStore } from 'react';

// Spec §9: below 768px the app switches to its mobile layout.
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Build-time rendering (web/src/prerender.tsx) has no window: the desktop markup, which CSS hides below 768px. */
const serverSnapshot = () => false;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches, serverSnapshot);
}

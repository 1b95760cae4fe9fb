import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { browserTimeZone } from '@/lib/graphql';
import { createQueryClient } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Work the first render would do otherwise, each in a task of its own while the page's code and session load (two
// long tasks less in the mount): tailwind-merge builds its class tables on its first call, and the first Intl object
// (the time zone the requests carry) loads ICU's data.
setTimeout(() => cn('px-1', 'px-2'), 0);
setTimeout(browserTimeZone, 0);

const queryClient = createQueryClient();
// A signed-in page (its HTML marks the root; boot.ts sent the session's requests): the session is checked before
// mounting, so the first render is the page (or the way to /auth or /onboarding), which replaces the page's shell
// (app/layouts/signed-in-shell.tsx) in one go, never the loading screen in between.
const sessionChecked = rootElement.hasAttribute('data-restore-session')
  ? import('@/features/auth/api/session-restore').then(({ prepareSession }) => prepareSession(queryClient)).catch(() => undefined)
  : Promise.resolve();

// A transition: React renders the first screen in slices, yielding to the browser between them, rather than in one
// long task (the page's markup is on screen meanwhile).
const mount = () =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider client={queryClient} />
      </StrictMode>,
    ),
  );

// The public pages arrive with their markup rendered at build time (web/src/prerender.tsx): mounting before the
// route's lazy code is in would replace it with the router's empty fallback for a moment. Once the route is loaded,
// the first render puts the same markup in its place.
const routeLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
void Promise.all([routeLoaded, sessionChecked]).then(mount);

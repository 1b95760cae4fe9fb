import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// A transition: React renders the first screen in slices, yielding to the browser between them, rather than in one
// long task (the page's markup is on screen meanwhile).
const mount = () =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider />
      </StrictMode>,
    ),
  );

// The public pages arrive with their markup rendered at build time (web/src/prerender.tsx): mounting before the
// route's lazy code is in would replace it with the router's empty fallback for a moment. Once the route is loaded,
// the first render puts the same markup in its place.
if (router.state.initialized) mount();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}

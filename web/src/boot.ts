// The entry of index.html. The page's markup (pre-rendered: the public pages, the signed-in pages' shell, the loading
// screen) and its stylesheet paint first; the app's code is requested and run after that frame, so the first paint
// never waits on downloading or evaluating React and the router. A hidden tab paints no frame: there the app starts
// at once.
import { startEarlySession } from '@/lib/session-refresh-request';

const root = document.getElementById('root');

const start = () => {
  // A signed-in page (its HTML marks the root) needs the session first: its refresh goes out now, beside the
  // download of the route's code, which the HTML lists on the root (web/vite.config.ts, route-pages).
  if (root?.hasAttribute('data-restore-session')) startEarlySession();
  for (const href of root?.dataset['preload']?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

// The entry of index.html. The page's markup (pre-rendered for the public pages, the loading screen for the others)
// and its stylesheet paint first; the app's code, downloading meanwhile (modulepreloads in the HTML), runs after
// that frame, so the first paint never waits on evaluating React and the router. A hidden tab paints no frame:
// there the app starts at once.
import { startEarlySession } from '@/lib/session-refresh-request';

// A signed-in page (its HTML marks the root) needs the session first: its refresh goes out now, beside the download.
if (document.getElementById('root')?.hasAttribute('data-restore-session')) startEarlySession();

const start = () => void import('./main');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

// The entry of index.html. The page's markup (pre-rendered for the public pages, the loading screen for the others)
// and its stylesheet paint first; the app's code, downloading meanwhile (modulepreloads in the HTML), runs after
// that frame, so the first paint never waits on evaluating React and the router. A hidden tab paints no frame:
// there the app starts at once.
const start = () => void import('./main');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

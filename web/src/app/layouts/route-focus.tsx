import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

export const APP_TITLE = 'Energy Career Platform';
/** How long after a route change its heading may take to appear (a lazy page, the session check, data). */
const HEADING_WAIT_MS = 10_000;

/**
 * Every route: after a change of page, focus moves to the new page's main heading (a screen reader reads it out and
 * the next Tab starts in the page, not in the link just followed); when focus is already in the new page, the polite
 * live region announces it instead (not both: the same words read twice, and twice on the screen's text). The
 * document title names the page too (the landing page keeps the product's name). The first load leaves focus alone.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    const initial = firstPage.current;
    firstPage.current = false;
    const settle = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const name = heading.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      document.title = pathname === '/' || !name ? APP_TITLE : `${name} | ${APP_TITLE}`;
      if (initial) return true;
      // Someone already working in the new page (or the page focused a field itself) keeps their focus.
      const active = document.activeElement;
      const main = document.querySelector('main');
      const alreadyInPage = active instanceof HTMLElement && active !== document.body && active !== main && main?.contains(active);
      if (alreadyInPage) {
        // Focus stays where it is, so the heading is not read out: the live region says where the user now is.
        setAnnouncement(name);
      } else {
        // A focused heading is read out by the screen reader: that announces the new page.
        setAnnouncement('');
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
        {announcement}
      </div>
      <Outlet />
    </>
  );
}

/** The first Tab stop of a page with navigation before its content: jumps to the main region (WCAG 2.4.1). */
export function SkipToContent() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}

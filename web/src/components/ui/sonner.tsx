import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/components/theme-provider';

// Spec §9: bottom-right, Alt+T focuses the region labelled 'Notifications', 3 visible, 4000 ms each.
const TOAST_DURATION_MS = 4_000;
const VISIBLE_TOASTS = 3;
// Above the wizard's and journey's Previous/Next bar, which stays at the bottom of the screen (about 70 px): at the
// default 24 px a 'Badge earned' toast covered Next, right where a person clicks after an analysis.
const OFFSET = { bottom: 88, right: 24 } as const;
const MOBILE_OFFSET = { bottom: 80, left: 16, right: 16 } as const;

/**
 * Toasts, and their buttons, out of the Tab order: they are reached with Alt+T (spec §9). In it, a toast trapped the
 * keyboard: sonner puts the focus back where it came from when it leaves the toasts, so Tab after the page's last
 * control went to the toasts and back to that control, never on to the header or the sidebar, for as long as toasts
 * were shown (a focused toast stops its timer). A toast's action ('Open course') is also where the page itself offers it.
 */
function useToastsOutOfTabOrder(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    const untab = () => root.querySelectorAll<HTMLElement>('[data-sonner-toast], [data-sonner-toast] button').forEach((element) => (element.tabIndex = -1));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [region]);
}

export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  const region = useRef<HTMLElement>(null);
  useToastsOutOfTabOrder(region);
  return (
    <Sonner
      ref={region}
      theme={theme}
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  );
}

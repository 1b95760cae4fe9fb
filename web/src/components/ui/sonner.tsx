import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/components/theme-provider';

// Spec §9: bottom-right, Alt+T focuses the region labelled 'Notifications', 3 visible, 4000 ms each.
const TOAST_DURATION_MS = 4_000;
const VISIBLE_TOASTS = 3;
// Above the wizard's and journey's Previous/Next bar, which stays at the bottom of the screen (about 70 px): at the
// default 24 px a 'Badge earned' toast covered Next, right where a person clicks after an analysis.
const OFFSET = { bottom: 88, right: 24 } as const;
const MOBILE_OFFSET = { bottom: 80, left: 16, right: 16 } as const;

export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  return (
    <Sonner
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

import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/components/theme-provider';

// Spec §9: bottom-right, Alt+T focuses the region labelled 'Notifications', 3 visible, 4000 ms each.
const TOAST_DURATION_MS = 4_000;
const VISIBLE_TOASTS = 3;

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

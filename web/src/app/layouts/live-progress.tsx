import { Outlet } from 'react-router';
import { useProgressToasts } from '@/features/achievements/hooks/use-progress-toasts';

/**
 * Every signed-in route (onboarding included): a toast the moment a badge is earned anywhere in the product, and
 * the badges, dashboard and activity feed refreshed live.
 */
export function LiveProgress() {
  useProgressToasts();
  return <Outlet />;
}

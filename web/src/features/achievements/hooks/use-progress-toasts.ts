import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { subscribeToProgressEvents } from '@/features/achievements/api/progress-events';
import { useLiveSubscription } from '@/hooks/use-live-subscription';
import { DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY, MY_BADGES_QUERY_KEY } from '@/lib/query-keys';

/**
 * While signed in: a toast for every badge the moment it is earned, and the badges, the dashboard and the
 * activity feed refreshed on every live badge or activity (no reload, no polling).
 */
export function useProgressToasts() {
  const queryClient = useQueryClient();
  useLiveSubscription(subscribeToProgressEvents, (event) => {
    if (event.kind === 'BADGE_AWARDED') {
      toast.success(`Badge earned: ${event.badgeName}`, { description: event.badgeDescription ?? undefined });
      void queryClient.invalidateQueries({ queryKey: MY_BADGES_QUERY_KEY });
    }
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_ACTIVITIES_QUERY_KEY });
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { myBadgesQueryOptions } from '@/features/achievements/api/get-my-badges';
import { subscribeToProgressEvents } from '@/features/achievements/api/progress-events';
import { useAfterMount } from '@/hooks/use-after-mount';
import { useLiveSubscription } from '@/hooks/use-live-subscription';
import { DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY, MY_BADGES_QUERY_KEY } from '@/lib/query-keys';

const ANNOUNCED_KEY = 'announced-badges';
/** A badge earned this recently, before the page subscribed (sign-up's Welcome!), still gets its toast. */
const RECENT_MS = 2 * 60_000;

const badgeKey = (badgeType: string, earnedAt: string) => `${badgeType}@${new Date(earnedAt).toISOString()}`;

function announced(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ANNOUNCED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a toasted badge; false when it had been toasted already (in this browser). */
function markAnnounced(key: string): boolean {
  const seen = announced();
  if (seen.includes(key)) return false;
  localStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...seen, key].slice(-50)));
  return true;
}

/**
 * While signed in: a toast for every badge the moment it is earned (and for one earned in the last two minutes,
 * before the page subscribed, e.g. Welcome! at sign-up), once per badge in this browser, and the badges, the
 * dashboard and the activity feed refreshed on every live badge or activity (no reload, no polling).
 */
export function useProgressToasts() {
  const queryClient = useQueryClient();
  // Asked a task after the page mounts, not in the task that mounts it.
  const badges = useQuery({ ...myBadgesQueryOptions(), enabled: useAfterMount() }).data;
  const announce = (badgeType: string, earnedAt: string, name: string, description: string | null) => {
    if (markAnnounced(badgeKey(badgeType, earnedAt))) toast.success(`Badge earned: ${name}`, { description: description ?? undefined });
  };

  useEffect(() => {
    for (const badge of badges ?? []) {
      if (badge.earnedDate && Date.now() - new Date(badge.earnedDate).getTime() < RECENT_MS) announce(badge.badgeType, badge.earnedDate, badge.name, badge.description ?? null);
    }
  });

  useLiveSubscription(subscribeToProgressEvents, (event) => {
    if (event.kind === 'BADGE_AWARDED') {
      announce(event.badgeType ?? '', event.occurredAt, event.badgeName ?? '', event.badgeDescription ?? null);
      void queryClient.invalidateQueries({ queryKey: MY_BADGES_QUERY_KEY });
    }
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_ACTIVITIES_QUERY_KEY });
  });
}

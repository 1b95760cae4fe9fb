// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '@/features/achievements/api/progress-events';
import { useProgressToasts } from '@/features/achievements/hooks/use-progress-toasts';
import { DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY, MY_BADGES_QUERY_KEY } from '@/lib/query-keys';

const h = vi.hoisted(() => ({ emit: null as ((event: ProgressEvent) => void) | null, toastSuccess: vi.fn(), badges: [] as unknown[] }));
vi.mock('@/hooks/use-live-subscription', () => ({
  useLiveSubscription: (_subscribe: unknown, onEvent: (event: ProgressEvent) => void) => {
    h.emit = onEvent;
  },
}));
vi.mock('@/features/achievements/api/get-my-badges', () => ({
  myBadgesQueryOptions: () => ({ queryKey: ['my-badges'], queryFn: async () => h.badges }),
}));
vi.mock('sonner', () => ({ toast: { success: h.toastSuccess } }));

const none = { badgeType: null, badgeName: null, badgeDescription: null, activityType: null, description: null };

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useProgressToasts(), { wrapper });
  return invalidate;
}

describe('live progress', () => {
  beforeEach(() => {
    localStorage.clear();
    h.toastSuccess.mockClear();
    h.badges = [];
  });

  it('toasts a badge the moment it arrives (once) and refreshes badges, dashboard and feed; an activity refreshes without a toast', () => {
    const invalidate = setup();
    h.emit!({ ...none, kind: 'ACTIVITY_LOGGED', activityType: 'skill_added', description: 'Added SCADA', occurredAt: new Date().toISOString() } as ProgressEvent);
    expect(h.toastSuccess).not.toHaveBeenCalled();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY]);

    invalidate.mockClear();
    const awarded = { ...none, kind: 'BADGE_AWARDED', badgeType: 'skill_collector', badgeName: 'Skill Collector', badgeDescription: 'Extracted 10+ skills', occurredAt: new Date().toISOString() } as ProgressEvent;
    h.emit!(awarded);
    h.emit!(awarded); // a relayed retry is seen twice by a live watch
    expect(h.toastSuccess).toHaveBeenCalledTimes(1);
    expect(h.toastSuccess).toHaveBeenCalledWith('Badge earned: Skill Collector', { description: 'Extracted 10+ skills' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey).slice(0, 3)).toEqual([MY_BADGES_QUERY_KEY, DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY]);
  });

  it('toasts a badge earned just before the page subscribed (Welcome! at sign-up), not an old one', async () => {
    h.badges = [
      { badgeType: 'first_login', name: 'Welcome!', description: 'Created your account', badgeCategory: 'milestone', earnedDate: new Date().toISOString() },
      { badgeType: 'cv_uploaded', name: 'Profile Ready', description: 'Uploaded your CV', badgeCategory: 'milestone', earnedDate: new Date(Date.now() - 86_400_000).toISOString() },
    ];
    setup();
    await waitFor(() => expect(h.toastSuccess).toHaveBeenCalledWith('Badge earned: Welcome!', { description: 'Created your account' }));
    expect(h.toastSuccess).toHaveBeenCalledTimes(1);
  });
});

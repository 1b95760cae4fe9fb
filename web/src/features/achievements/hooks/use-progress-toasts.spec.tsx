// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '@/features/achievements/api/progress-events';
import { useProgressToasts } from '@/features/achievements/hooks/use-progress-toasts';
import { DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY, MY_BADGES_QUERY_KEY } from '@/lib/query-keys';

const h = vi.hoisted(() => ({ emit: null as ((event: ProgressEvent) => void) | null, toastSuccess: vi.fn() }));
vi.mock('@/hooks/use-live-subscription', () => ({
  useLiveSubscription: (_subscribe: unknown, onEvent: (event: ProgressEvent) => void) => {
    h.emit = onEvent;
  },
}));
vi.mock('sonner', () => ({ toast: { success: h.toastSuccess } }));

const none = { badgeType: null, badgeName: null, badgeDescription: null, activityType: null, description: null, occurredAt: new Date().toISOString() };

describe('live progress', () => {
  it('toasts a badge the moment it arrives and refreshes badges, dashboard and feed; an activity refreshes without a toast', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useProgressToasts(), { wrapper });

    h.emit!({ ...none, kind: 'ACTIVITY_LOGGED', activityType: 'skill_added', description: 'Added SCADA' } as ProgressEvent);
    expect(h.toastSuccess).not.toHaveBeenCalled();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY]);

    invalidate.mockClear();
    h.emit!({ ...none, kind: 'BADGE_AWARDED', badgeType: 'skill_collector', badgeName: 'Skill Collector', badgeDescription: 'Extracted 10+ skills' } as ProgressEvent);
    expect(h.toastSuccess).toHaveBeenCalledWith('Badge earned: Skill Collector', { description: 'Extracted 10+ skills' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([MY_BADGES_QUERY_KEY, DASHBOARD_QUERY_KEY, MY_ACTIVITIES_QUERY_KEY]);
  });
});

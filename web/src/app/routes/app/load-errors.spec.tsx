// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementsRoute } from '@/app/routes/app/achievements';
import { ProfilePage } from '@/features/profile/components/profile-page';

type Query = { isPending: boolean; isError: boolean; data: unknown; error: Error | null; refetch: () => void };
const failed = (message: string): Query => ({ isPending: false, isError: true, data: undefined, error: new Error(message), refetch: vi.fn() });
let dashboard: Query;
let profile: Query;
vi.mock('@/features/dashboard/api/get-dashboard', () => ({ useDashboard: () => dashboard }));
vi.mock('@/features/profile/api/get-my-profile', () => ({ useMyProfile: () => profile }));
vi.mock('@/features/achievements/components/achievements-overview', () => ({ AchievementsOverview: () => null }));
afterEach(cleanup);

describe('a page whose data failed to load says so, with Try Again', () => {
  it('/achievements: its cards would show dashes for ever', () => {
    dashboard = failed('Failed to load dashboard');
    render(<MemoryRouter><AchievementsRoute /></MemoryRouter>);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(dashboard.refetch).toHaveBeenCalledTimes(1);
  });

  it('/achievements: a failed refresh keeps the figures it had, unflagged', () => {
    dashboard = { ...failed('Failed to load dashboard'), data: { stats: { completedCourses: 1, profileCompleteness: 80 } } };
    render(<MemoryRouter><AchievementsRoute /></MemoryRouter>);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('/profile', () => {
    profile = failed('Failed to retrieve profile');
    render(<MemoryRouter><ProfilePage cvUpload={{ inputRef: { current: null }, chosen: null, busy: false, status: null, start: vi.fn() }} /></MemoryRouter>);
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve profile');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(profile.refetch).toHaveBeenCalledTimes(1);
  });
});

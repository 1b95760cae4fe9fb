// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementsOverview } from '@/features/achievements/components/achievements-overview';

type Badges = { isPending: boolean; isError: boolean; error?: Error; data?: unknown[]; refetch: () => void };
let badges: Badges;
vi.mock('@/features/achievements/api/get-my-badges', () => ({ useMyBadges: () => badges }));
afterEach(cleanup);

describe('AchievementsOverview', () => {
  it('says it is loading, then shows a failed load with its message and Try Again', () => {
    badges = { isPending: true, isError: false, refetch: vi.fn() };
    render(<AchievementsOverview completedCourses={0} profileCompleteness={50} />);
    expect(screen.getByText('Loading badges...')).toBeTruthy();
    cleanup();
    badges = { isPending: false, isError: true, error: new Error('Failed to retrieve badges'), refetch: vi.fn() };
    render(<AchievementsOverview completedCourses={0} profileCompleteness={50} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve badges');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(badges.refetch).toHaveBeenCalled();
  });

  it('lists the badges, earned ones marked, and how many are left', () => {
    badges = {
      isPending: false,
      isError: false,
      refetch: vi.fn(),
      data: [
        { badgeType: 'welcome', name: 'Welcome!', description: 'Joined', badgeCategory: 'milestone', earnedDate: '2026-12-05T10:00:00Z' },
        { badgeType: 'graduate', name: 'Graduate', description: 'Completed a course', badgeCategory: 'learning', earnedDate: null },
      ],
    };
    render(<AchievementsOverview completedCourses={0} profileCompleteness={50} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('1 more to unlock')).toBeTruthy();
    expect(screen.getByLabelText('Welcome! (earned)')).toBeTruthy();
    expect(screen.getByLabelText('Graduate (not earned yet)')).toBeTruthy();
  });
});

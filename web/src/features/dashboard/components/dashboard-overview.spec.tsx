// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

const h = vi.hoisted(() => ({ data: undefined as unknown, error: null as Error | null, refetch: () => {} }));
vi.mock('@/features/dashboard/api/get-dashboard', () => ({ useDashboard: () => ({ data: h.data, isError: h.error !== null, error: h.error, refetch: h.refetch }) }));

const stats = { activeEnrollments: 2, completedCourses: 1, totalSkills: 12, careerInterests: 5, certificatesEarned: 1, profileCompleteness: 80 };
const enrollment = (id: string, title: string, progressPercentage: number) => ({ id, status: 'in_progress', progressPercentage, program: { title, provider: { name: 'Energy Project School' } } });

describe('dashboard overview', () => {
  afterEach(() => {
    cleanup();
    h.error = null;
  });

  it('shows the four stats, the shortcuts, Continue Learning, Recent Activity with spaces for underscores, and Complete Your Profile under 100', () => {
    h.data = {
      stats,
      continueLearning: [enrollment('e1', 'Grid Basics', 40)],
      recentActivities: [{ id: 'a1', activityType: 'course_enrolled', description: 'Enrolled in a training program', createdAt: '2026-03-01T10:00:00.000Z' }],
    };
    render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    for (const [label, value] of [['Active Courses', 2], ['Skills', 12], ['Career Paths', 5], ['Certificates', 1]] as const) {
      expect(screen.getByLabelText(`${label}: ${value}`).textContent).toBe(String(value));
    }
    expect(screen.getByRole('link', { name: /Upload CV/ }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: /Browse Training/ }).getAttribute('href')).toBe('/explore');
    expect(screen.getByRole('link', { name: /Explore Careers/ }).getAttribute('href')).toBe('/careers');
    const course = screen.getByRole('article', { name: 'Grid Basics' });
    expect(within(course).getByRole('link', { name: /Continue/ }).getAttribute('href')).toBe('/training');
    expect(within(course).getByRole('progressbar')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getByText('course enrolled')).toBeTruthy();
    expect(screen.getByText('Complete Your Profile')).toBeTruthy();
  });

  it("says 'No recent activity' and hides Complete Your Profile at 100 %", () => {
    h.data = { stats: { ...stats, profileCompleteness: 100 }, continueLearning: [], recentActivities: [] };
    render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    expect(screen.getByText('No recent activity')).toBeTruthy();
    expect(screen.queryByText('Complete Your Profile')).toBeNull();
  });

  it('points to My Training when courses are enrolled but none is started yet, instead of saying none is in progress', () => {
    h.data = { stats: { ...stats, activeEnrollments: 1 }, continueLearning: [], recentActivities: [] };
    render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    expect(screen.queryByText('No courses in progress.')).toBeNull();
    expect(screen.getByText(/No course started yet/).textContent).toBe('No course started yet. Open the course you enrolled in from My Training.');
    expect(screen.getByRole('link', { name: 'My Training' }).getAttribute('href')).toBe('/training');
  });

  it('keeps the room of Complete Your Profile while the figures load, hidden from assistive technology', () => {
    h.data = undefined;
    render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    expect(screen.getByText('Complete Your Profile').closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Complete Profile' })).toBeNull();
  });

  it('says no empty state and no figure before the answer: placeholders, hidden from assistive technology', () => {
    h.data = undefined;
    const { container } = render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    expect(screen.queryByText('No recent activity')).toBeNull();
    expect(screen.queryByText('No courses in progress.')).toBeNull();
    expect(screen.getByText('Active Courses').nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('[aria-label^="Active Courses"]')).toHaveLength(0);
  });

  it('says a failed load and offers Try Again instead of placeholders that never fill', () => {
    h.data = undefined;
    h.error = new Error('Failed to retrieve dashboard statistics');
    h.refetch = vi.fn();
    render(<MemoryRouter><DashboardOverview /></MemoryRouter>);
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve dashboard statistics');
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(h.refetch).toHaveBeenCalled();
  });
});

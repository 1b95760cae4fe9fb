// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyTraining } from '@/features/training/components/my-training';

type Enrollments = { isPending: boolean; isError: boolean; error?: Error; data?: unknown[]; refetch: () => void };
type Sync = { isPending: boolean; isError: boolean; data?: { failed: number }; mutate: () => void };
let enrollments: Enrollments;
let sync: Sync;
vi.mock('@/features/training/api/get-my-enrollments', () => ({ useMyEnrollments: () => enrollments }));
vi.mock('@/features/training/api/sync-my-enrollments', () => ({ useSyncMyEnrollments: () => sync }));
afterEach(cleanup);

const page = () => render(<MemoryRouter><MyTraining /></MemoryRouter>);
const loaded = (): Enrollments => ({ isPending: false, isError: false, data: [], refetch: vi.fn() });

describe('MyTraining', () => {
  it('syncs on open and says so, with a Try Again, when the provider did not answer for some courses', () => {
    enrollments = loaded();
    sync = { isPending: false, isError: false, data: { failed: 2 }, mutate: vi.fn() };
    page();
    expect(sync.mutate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Failed to sync enrollment status');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sync.mutate).toHaveBeenCalledTimes(2);
  });

  it('says so when the sync itself failed, and nothing when it went through', () => {
    enrollments = loaded();
    sync = { isPending: false, isError: true, mutate: vi.fn() };
    page();
    expect(screen.getByRole('alert').textContent).toContain('Failed to sync enrollment status');
    cleanup();
    sync = { isPending: false, isError: false, data: { failed: 0 }, mutate: vi.fn() };
    page();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No active courses')).toBeTruthy();
  });

  it("shows a failed load's message with Try Again", () => {
    enrollments = { isPending: false, isError: true, error: new Error('Failed to retrieve enrollments'), refetch: vi.fn() };
    sync = { isPending: false, isError: false, mutate: vi.fn() };
    page();
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve enrollments');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(enrollments.refetch).toHaveBeenCalled();
  });

  it('syncs again when the person comes back to the tab from the provider, at most once every 10 s', () => {
    vi.useFakeTimers();
    try {
      enrollments = loaded();
      sync = { isPending: false, isError: false, data: { failed: 0 }, mutate: vi.fn() };
      page();
      const visibility = vi.spyOn(document, 'visibilityState', 'get');
      const comeBack = () => {
        visibility.mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
        visibility.mockReturnValue('visible');
        document.dispatchEvent(new Event('visibilitychange'));
      };
      comeBack(); // straight after opening: the sync on open is fresh
      expect(sync.mutate).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(11_000);
      comeBack();
      expect(sync.mutate).toHaveBeenCalledTimes(2);
      visibility.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});


// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CareerPathCardPath } from '@/features/careers/components/career-path-card';
import { CareerPathList } from '@/features/careers/components/career-path-list';
import { filterCareerPaths } from '@/features/careers/hooks/use-career-filters';

const path = (id: string, title: string, more: Partial<CareerPathCardPath> = {}): CareerPathCardPath => ({
  id,
  title,
  description: `Work as ${title}`,
  sector: 'Renewables',
  requiredSkills: [],
  heldSkills: [],
  averageSalary: 60000,
  salaryBasis: 'median annual wage',
  salarySource: null,
  salaryYear: 2024,
  growthOutlook: null,
  growthSource: null,
  matchPercentage: 0,
  interested: false,
  ...more,
});

// The list's order: best match, then title.
const list = [
  path('1', 'Substation engineer', { sector: 'Grid', matchPercentage: 50, averageSalary: 95000, requiredSkills: ['protection relays'] }),
  path('2', 'Battery storage technician', { sector: 'Storage', matchPercentage: 20, averageSalary: null, interested: true }),
  path('3', 'Onshore wind farm technician', { matchPercentage: 0, averageSalary: 61000 }),
];

let paths: { isPending: boolean; isError: boolean; data?: CareerPathCardPath[]; refetch: () => void };
vi.mock('@/features/careers/api/get-career-paths', () => ({ useCareerPaths: () => paths }));
const mutate = vi.fn();
let saveFailed = false;
vi.mock('@/features/careers/api/toggle-career-interest', () => ({ useToggleCareerInterest: () => ({ isPending: false, isError: saveFailed, mutate }) }));
afterEach(cleanup);

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}
const page = (at = '/careers', data = list, filtersInAddress = true) => {
  paths = { isPending: false, isError: false, data, refetch: vi.fn() };
  saveFailed = false;
  const tree = () => (
    <MemoryRouter initialEntries={[at]}>
      <CareerPathList filtersInAddress={filtersInAddress} />
      <Address />
    </MemoryRouter>
  );
  const { rerender } = render(tree());
  return { refetched: (next: CareerPathCardPath[]) => ((paths = { ...paths, data: next }), rerender(tree())) };
};
const titles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('filterCareerPaths', () => {
  const all = { query: '', sector: '', interestedOnly: false, sort: 'match' as const };

  it('keeps the paths holding every word of the query in title, sector, description or required skills', () => {
    expect(filterCareerPaths(list, { ...all, query: 'TECHNICIAN wind' }).map((p) => p.id)).toEqual(['3']);
    expect(filterCareerPaths(list, { ...all, query: 'grid' }).map((p) => p.id)).toEqual(['1']);
    expect(filterCareerPaths(list, { ...all, query: 'relays' }).map((p) => p.id)).toEqual(['1']);
  });

  it('filters by sector and interest, and sorts by title or salary (none last) keeping the list order for ties', () => {
    expect(filterCareerPaths(list, { ...all, sector: 'Storage' }).map((p) => p.id)).toEqual(['2']);
    expect(filterCareerPaths(list, { ...all, interestedOnly: true }).map((p) => p.id)).toEqual(['2']);
    expect(filterCareerPaths(list, { ...all, sort: 'title' }).map((p) => p.id)).toEqual(['2', '3', '1']);
    expect(filterCareerPaths(list, { ...all, sort: 'salary' }).map((p) => p.id)).toEqual(['1', '3', '2']);
    expect(filterCareerPaths(list, all).map((p) => p.id)).toEqual(['1', '2', '3']);
  });
});

describe('CareerPathList', () => {
  it('reports completion (onInterested) for paths marked Interested before, and not while none is', () => {
    const onInterested = vi.fn();
    paths = { isPending: false, isError: false, data: list.map((p) => ({ ...p, interested: false })), refetch: vi.fn() };
    const tree = () => (
      <MemoryRouter>
        <CareerPathList onInterested={onInterested} filtersInAddress={false} />
      </MemoryRouter>
    );
    const { rerender } = render(tree());
    expect(onInterested).not.toHaveBeenCalled();
    paths = { ...paths, data: list };
    rerender(tree());
    expect(onInterested).toHaveBeenCalled();
  });

  it('narrows by search and by the paths marked Interested, and keeps both in the address', async () => {
    page();
    expect(screen.getByRole('status').textContent).toBe('3 career paths');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'interested' } });
    expect(titles()).toEqual(['Battery storage technician']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 career paths'), { timeout: 2000 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'battery' } });
    await waitFor(() => expect(search).toBe('?show=interested&q=battery'));
  });

  it('offers the sectors the list holds, ignores one it does not, and reads the sort from the address', () => {
    page('/careers?sector=Fusion&sort=title&step=2');
    expect(titles()).toEqual(['Battery storage technician', 'Onshore wind farm technician', 'Substation engineer']);
    expect(within(screen.getByRole('combobox', { name: 'Sector' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All sectors', 'Grid', 'Renewables', 'Storage']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sector' }), { target: { value: 'Grid' } });
    // Another page's parameter (the onboarding step) is kept.
    expect(new URLSearchParams(search).get('step')).toBe('2');
  });

  it('says when nothing matches and clears the filters', () => {
    page('/careers?q=fusion');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No career paths match your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(3);
    expect(search).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  });

  it('moves focus to the next toggle when a path un-marked under Interested only leaves the list, and to the search field when none is left', () => {
    const marked = list.map((p) => ({ ...p, interested: true }));
    const { refetched } = page('/careers?show=interested', marked);
    const toggleOf = (title: string) => within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Interested' });
    toggleOf('Battery storage technician').focus();
    fireEvent.click(toggleOf('Battery storage technician'));
    expect(mutate).toHaveBeenLastCalledWith({ careerPathId: '2', interested: true });
    refetched(marked.map((p) => (p.id === '2' ? { ...p, interested: false } : p)));
    expect(document.activeElement).toBe(toggleOf('Onshore wind farm technician'));

    const last = marked.map((p) => ({ ...p, interested: p.id === '3' }));
    refetched(last);
    fireEvent.click(toggleOf('Onshore wind farm technician'));
    refetched(last.map((p) => ({ ...p, interested: false })));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  });

  it('does not take the focus after a failed save, nor when it has moved elsewhere', async () => {
    const marked = list.map((p) => ({ ...p, interested: true }));
    const { refetched } = page('/careers?show=interested', marked);
    const toggleOf = (title: string) => within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Interested' });
    fireEvent.click(toggleOf('Battery storage technician'));
    saveFailed = true;
    refetched(marked);
    // Later, a search hides the path the failed save left: the focus stays in the search field.
    const field = screen.getByRole('searchbox', { name: 'Search' });
    field.focus();
    fireEvent.change(field, { target: { value: 'substation' } });
    await waitFor(() => expect(titles()).toEqual(['Substation engineer']));
    expect(document.activeElement).toBe(field);

    saveFailed = false;
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.click(toggleOf('Onshore wind farm technician'));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    sort.focus();
    refetched(marked.map((p) => (p.id === '3' ? { ...p, interested: false } : p)));
    expect(document.activeElement).toBe(sort);
  });

  it('says so when only Interested paths are asked for and none is marked', () => {
    page('/careers?show=interested', list.map((p) => ({ ...p, interested: false })));
    expect(screen.getByText('No career path is marked Interested yet.')).toBeTruthy();
  });

  it('keeps its filters out of the address when it is one step of a page', async () => {
    page('/onboarding?linkedin=true', list, false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sector' }), { target: { value: 'Grid' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'substation' } });
    await waitFor(() => expect(titles()).toEqual(['Substation engineer']));
    expect(search).toBe('?linkedin=true');
  });

  it('writes two filter changes made before the list renders again both to the address', () => {
    page();
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sector' }), { target: { value: 'Grid' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    });
    expect(new URLSearchParams(search).get('sector')).toBe('Grid');
    expect(new URLSearchParams(search).get('sort')).toBe('title');
  });

  it("keeps the spec's empty state for no career paths at all, without filters", () => {
    paths = { isPending: false, isError: false, data: [], refetch: vi.fn() };
    render(<MemoryRouter><CareerPathList /></MemoryRouter>);
    expect(screen.getByText('No career paths available.')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

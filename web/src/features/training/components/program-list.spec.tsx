// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgramCardProgram } from '@/features/training/components/program-card';
import { ProgramList } from '@/features/training/components/program-list';
import { testProgram } from '@/features/training/components/test-program';
import { filterPrograms } from '@/features/training/hooks/use-program-filters';


// The catalogue's order: by title.
const catalogue = [
  testProgram('1', 'Battery Storage Fundamentals', { level: 'intermediate', price: 300, matchPercentage: 40, targetSkills: ['Energy storage systems'] }),
  testProgram('2', 'Grid Protection', { level: 'advanced', deliveryMethod: 'in_person', price: 0, matchPercentage: 80, provider: { name: 'PowerLearn' } }),
  testProgram('3', 'Solar PV Installation', { price: 150, matchPercentage: 40, targetSkills: ['install solar panels', 'Working at height'] }),
  testProgram('4', 'Wind Turbine Safety', { price: 150, matchPercentage: 80 }),
];

let programs: { isPending: boolean; isError: boolean; data?: ProgramCardProgram[]; refetch: () => void };
vi.mock('@/features/training/api/get-training-programs', () => ({ useTrainingPrograms: () => programs }));
vi.mock('@/features/training/api/enroll', () => ({ useEnroll: () => ({ isPending: false, mutate: vi.fn() }) }));
afterEach(cleanup);

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}
const page = (at = '/explore') => {
  programs = { isPending: false, isError: false, data: catalogue, refetch: vi.fn() };
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ProgramList />
      <Address />
    </MemoryRouter>,
  );
};
const titles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('filterPrograms', () => {
  const all = { query: '', level: '', format: '', sort: 'title' as const };

  it('keeps the programs holding every word of the query, in any case, in title, provider, description or skills', () => {
    expect(filterPrograms(catalogue, { ...all, query: 'solar' }).map((p) => p.id)).toEqual(['3']);
    expect(filterPrograms(catalogue, { ...all, query: 'powerlearn' }).map((p) => p.id)).toEqual(['2']);
    expect(filterPrograms(catalogue, { ...all, query: '  WORKING   height ' }).map((p) => p.id)).toEqual(['3']);
    expect(filterPrograms(catalogue, { ...all, query: 'storage grid' })).toEqual([]);
  });

  it('filters by level and format, and sorts by match or price with the catalogue order breaking ties', () => {
    expect(filterPrograms(catalogue, { ...all, level: 'beginner' }).map((p) => p.id)).toEqual(['3', '4']);
    expect(filterPrograms(catalogue, { ...all, format: 'online' }).map((p) => p.id)).toEqual(['1', '3', '4']);
    expect(filterPrograms(catalogue, { ...all, sort: 'match' }).map((p) => p.id)).toEqual(['2', '4', '1', '3']);
    expect(filterPrograms(catalogue, { ...all, sort: 'price' }).map((p) => p.id)).toEqual(['2', '3', '4', '1']);
    // Prices in another currency are not compared with these: they follow, by their own price; free comes first.
    const mixed = [...catalogue, testProgram('5', 'Hydrogen Safety', { price: 90, currency: 'EUR' }), testProgram('6', 'Heat Pumps', { price: 0, currency: 'EUR' }), testProgram('7', 'Offshore Rescue', { price: 60, currency: 'EUR' })];
    expect(filterPrograms(mixed, { ...all, sort: 'price' }).map((p) => p.id)).toEqual(['2', '6', '3', '4', '1', '7', '5']);
    expect(filterPrograms(catalogue, all).map((p) => p.id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('ProgramList', () => {
  it('narrows the list once typing pauses, keeping every key typed, says how many it shows, and keeps the search in the address', async () => {
    page();
    expect(screen.getByRole('status').textContent).toBe('4 programs');
    const field = screen.getByRole('searchbox', { name: 'Search' });
    for (const text of ['s', 'so', 'sol', 'sola', 'solar']) fireEvent.change(field, { target: { value: text } });
    expect((field as HTMLInputElement).value).toBe('solar');
    // Not yet: the list waits for the typing to pause, so the status line does not announce every key.
    expect(titles()).toHaveLength(4);
    await waitFor(() => expect(titles()).toEqual(['Solar PV Installation']));
    expect(screen.getAllByText('Showing 1 of 4 programs')).not.toHaveLength(0);
    // Told to a screen reader once the list has settled.
    expect(screen.getByRole('status').textContent).toBe('4 programs');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1 of 4 programs'), { timeout: 2000 });
    expect(search).toBe('?q=solar');
    expect((field as HTMLInputElement).value).toBe('solar');
  });

  it('says "1 program" of a catalogue of one', () => {
    programs = { isPending: false, isError: false, data: [catalogue[0]!], refetch: vi.fn() };
    render(<MemoryRouter><ProgramList /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('1 program');
  });

  it('reads its filters from the address, offering only the levels and formats the catalogue holds', () => {
    page('/explore?level=beginner&sort=price');
    expect(titles()).toEqual(['Solar PV Installation', 'Wind Turbine Safety']);
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(within(level).getAllByRole('option').map((o) => o.textContent)).toEqual(['All levels', 'Beginner', 'Intermediate', 'Advanced']);
    expect(within(screen.getByRole('combobox', { name: 'Format' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All formats', 'In person', 'Online']);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price');
  });

  it('ignores a level the catalogue does not hold and an unknown sort, even one named like a property of every object', () => {
    for (const sort of ['cheapest', 'constructor']) {
      page(`/explore?level=expert&sort=${sort}`);
      expect(titles()).toEqual(['Battery Storage Fundamentals', 'Grid Protection', 'Solar PV Installation', 'Wind Turbine Safety']);
      expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement).value).toBe('');
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('title');
      cleanup();
    }
  });

  it('says when nothing matches and clears the filters, keeping the sort, with focus back in the search field', () => {
    page('/explore?q=hydrogen&format=online&sort=match');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No training programs match your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toEqual(['Grid Protection', 'Wind Turbine Safety', 'Battery Storage Fundamentals', 'Solar PV Installation']);
    expect(search).toBe('?sort=match');
    const field = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it("keeps the spec's empty state for an empty catalogue, without filters", () => {
    programs = { isPending: false, isError: false, data: [], refetch: vi.fn() };
    render(<MemoryRouter><ProgramList /></MemoryRouter>);
    expect(screen.getByText('No training programs available.')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

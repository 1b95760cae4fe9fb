// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { filterSkillOptions, SKILL_SEARCH_CAP, SkillAddCombobox } from '@/features/skills/components/skill-add-combobox';

const suggestions = [
  { name: 'install photovoltaic systems', origin: 'taxonomy', matchedLabel: null, hot: false },
  { name: 'maintain wind turbines', origin: 'taxonomy', matchedLabel: null, hot: true },
  { name: 'solar energy', origin: 'taxonomy', matchedLabel: 'photovoltaic power', hot: false },
  { name: 'Wind Farm Operations', origin: 'taxonomy', matchedLabel: null, hot: false },
];
vi.mock('@/features/skills/api/search-skills', () => ({
  useSkillSuggestions: () => ({ data: suggestions, isFetching: false }),
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('filterSkillOptions', () => {
  it('keeps names containing the text in any case, never by a hidden matched label; held skills left out', () => {
    expect(filterSkillOptions(suggestions, 'PHOTOVOLTAIC', []).map((s) => s.name)).toEqual(['install photovoltaic systems']);
    expect(filterSkillOptions(suggestions, 'wind', ['maintain wind turbines']).map((s) => s.name)).toEqual(['Wind Farm Operations']);
  });

  it(`shows at most ${SKILL_SEARCH_CAP}`, () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ name: `skill ${i}` }));
    expect(filterSkillOptions(many, 'skill', [])).toHaveLength(SKILL_SEARCH_CAP);
  });
});

describe('SkillAddCombobox', () => {
  const open = (onAdd = vi.fn()) => {
    render(<SkillAddCombobox heldSkills={['maintain wind turbines']} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Add another skill...' }));
    return { onAdd, search: screen.getByRole('combobox', { name: 'Search skills' }) };
  };

  it('moves the active option with the arrow keys (aria-activedescendant) and adds it with Enter', async () => {
    const { onAdd, search } = open();
    fireEvent.change(search, { target: { value: 's' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['install photovoltaic systems', 'solar energy', 'Wind Farm Operations']));
    const options = screen.getAllByRole('option');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'ArrowDown' }); // wraps
    fireEvent.keyDown(search, { key: 'ArrowUp' }); // and back
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledWith('solar energy');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('closes with Escape without adding', async () => {
    const { onAdd, search } = open();
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("does not offer a skill whose hidden matched label alone contains the text", async () => {
    const { search } = open();
    fireEvent.change(search, { target: { value: 'photovoltaic' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['install photovoltaic systems']));
  });
});

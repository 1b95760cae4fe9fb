// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DID_YOU_MEAN_CAP, filterSkillOptions, SKILL_SEARCH_CAP, SkillAddCombobox } from '@/features/skills/components/skill-add-combobox';

const suggestions = [
  { name: 'install photovoltaic systems', origin: 'taxonomy', matchedLabel: null, hot: false },
  { name: 'maintain wind turbines', origin: 'taxonomy', matchedLabel: null, hot: true },
  { name: 'solar energy', origin: 'taxonomy', matchedLabel: 'photovoltaic power', hot: false },
  { name: 'Wind Farm Operations', origin: 'taxonomy', matchedLabel: null, hot: false },
];
vi.mock('@/features/skills/api/search-skills', () => ({
  useSkillSuggestions: () => ({ data: suggestions, isFetching: false }),
}));
// What the assessment analyzer maps free text to ("Did you mean"), as the server ranks them.
const esco = (id: string) => `http://data.europa.eu/esco/skill/${id}`;
const matches = [
  { name: 'maintain wind turbines', escoUri: esco('1'), confidence: 0.93 },
  { name: 'inspect wind turbines', escoUri: esco('2'), confidence: 0.09 },
  { name: 'Wind Farm Operations', escoUri: esco('3'), confidence: 0.08 },
  { name: 'design wind turbines', escoUri: esco('4'), confidence: 0.07 },
  { name: 'test wind turbine blades', escoUri: esco('5'), confidence: 0.06 },
];
const useSkillMatches = vi.fn((text: string, enabled: boolean) => ({ data: enabled && /wind/i.test(text) ? matches : undefined, isFetching: false }));
vi.mock('@/features/skills/api/skill-matches', () => ({ useSkillMatches: (text: string, enabled: boolean) => useSkillMatches(text, enabled) }));

afterEach(() => {
  cleanup();
  useSkillMatches.mockClear();
});

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

  it("offers 'Did you mean' ESCO skills for text that is no option's name, held and listed ones left out, by keyboard too", async () => {
    const { onAdd, search } = open();
    fireEvent.change(search, { target: { value: 'wind turbin maint' } });
    const group = await screen.findByRole('group', { name: 'Did you mean' });
    expect(screen.getByText('No skills found.')).toBeTruthy();
    // 'maintain wind turbines' is held; no option holds this text, so the analyzer's matches are offered.
    const offered = within(group).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['inspect wind turbines', 'Wind Farm Operations', 'design wind turbines', 'test wind turbine blades']);
    expect(offered.length).toBeLessThanOrEqual(DID_YOU_MEAN_CAP);
    expect(useSkillMatches).toHaveBeenLastCalledWith('wind turbin maint', true);

    const options = screen.getAllByRole('option');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledWith('Wind Farm Operations');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it("asks nothing while an option holds the text: the list is the names containing it, at most 50", async () => {
    const { search } = open();
    fireEvent.change(search, { target: { value: 'wind' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Wind Farm Operations']));
    expect(useSkillMatches).toHaveBeenLastCalledWith('wind', false);
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
  });

  it('adds a Did you mean suggestion on a click', async () => {
    const { onAdd, search } = open();
    fireEvent.change(search, { target: { value: 'windmill servicing' } });
    const group = await screen.findByRole('group', { name: 'Did you mean' });
    fireEvent.click(within(group).getByRole('option', { name: 'design wind turbines' }));
    expect(onAdd).toHaveBeenCalledWith('design wind turbines');
  });

  it('does not ask when the text is an exact option name (any case) or a held skill', async () => {
    const { search } = open();
    fireEvent.change(search, { target: { value: 'SOLAR ENERGY' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['solar energy']));
    expect(useSkillMatches).toHaveBeenLastCalledWith('SOLAR ENERGY', false);
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
    fireEvent.change(search, { target: { value: 'Maintain Wind Turbines' } });
    await waitFor(() => expect(useSkillMatches).toHaveBeenLastCalledWith('Maintain Wind Turbines', false));
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
  });
});

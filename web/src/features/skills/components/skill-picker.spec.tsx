// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkillPicker } from '@/features/skills/components/skill-picker';

vi.mock('@/features/skills/api/search-skills', () => ({
  useSkillSuggestions: () => ({ data: [{ name: 'solar energy', origin: 'esco', matchedLabel: null, hot: false }], isFetching: false }),
}));
const useSkillMatches = vi.fn((_text: string, enabled: boolean) => ({
  data: enabled ? [{ name: 'install photovoltaic systems', escoUri: 'http://data.europa.eu/esco/skill/1', confidence: 0.4 }, { name: 'solar energy', escoUri: 'http://data.europa.eu/esco/skill/2', confidence: 0.2 }] : undefined,
  isFetching: false,
}));
vi.mock('@/features/skills/api/skill-matches', () => ({ useSkillMatches: (text: string, enabled: boolean) => useSkillMatches(text, enabled) }));
afterEach(cleanup);

describe('SkillPicker (skills editor)', () => {
  it("keeps 'Add \"text\"' for free text and adds 'Did you mean' ESCO skills below it", () => {
    const onAdd = vi.fn();
    render(<SkillPicker heldSkills={[]} onAdd={onAdd} />);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    fireEvent.change(search, { target: { value: 'solar panel instal' } });
    expect(screen.getByRole('option', { name: 'Add "solar panel instal"' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Did you mean' });
    // 'solar energy' is already an option of the list, so it is not offered twice.
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['install photovoltaic systems']);
    expect(useSkillMatches).toHaveBeenLastCalledWith('solar panel instal', true);
    fireEvent.click(within(group).getByRole('option', { name: 'install photovoltaic systems' }));
    expect(onAdd).toHaveBeenCalledWith('install photovoltaic systems');
  });

  it("does not ask when the text is an option's name or part of one", () => {
    render(<SkillPicker heldSkills={[]} onAdd={vi.fn()} />);
    for (const text of ['Solar Energy', 'solar']) {
      fireEvent.change(screen.getByRole('combobox', { name: 'Search skills' }), { target: { value: text } });
      expect(useSkillMatches).toHaveBeenLastCalledWith(text, false);
      expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
    }
  });

  it('moves over every option with the arrow keys and adds the active one with Enter; with none active, Enter adds the text', () => {
    const onAdd = vi.fn();
    render(<SkillPicker heldSkills={[]} onAdd={onAdd} />);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    fireEvent.change(search, { target: { value: 'solar panel instal' } });
    expect(search.getAttribute('aria-activedescendant')).toBeNull();
    const options = screen.getAllByRole('option').map((o) => o.textContent?.trim());
    expect(options).toEqual(['Add "solar panel instal"', 'solar energy', 'install photovoltaic systems']);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(search.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onAdd).toHaveBeenLastCalledWith('solar energy');

    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Grid balancing' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onAdd).toHaveBeenLastCalledWith('Grid balancing');
  });

  it('does not send a skill already held (any case): the list says it is there', () => {
    const onAdd = vi.fn();
    render(<SkillPicker heldSkills={['Docker']} onAdd={onAdd} />);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    fireEvent.change(search, { target: { value: 'docker' } });
    expect(screen.getByText('"docker" is already in your skills.')).toBeTruthy();
    expect(screen.queryByText('No skills found.')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Add "docker"' })).toBeNull();
    fireEvent.keyDown(search, { key: 'Enter' });
    // Spaces are collapsed as the server stores a name.
    fireEvent.change(search, { target: { value: ' DOCKER  ' } });
    expect(screen.getByText('"DOCKER" is already in your skills.')).toBeTruthy();
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('opens at the first option on the first arrow key after Escape closed the list', () => {
    const onAdd = vi.fn();
    render(<SkillPicker heldSkills={[]} onAdd={onAdd} />);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    fireEvent.change(search, { target: { value: 'solar' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    // The first option is 'Add "solar"'.
    expect(onAdd).toHaveBeenCalledWith('solar');
  });
});

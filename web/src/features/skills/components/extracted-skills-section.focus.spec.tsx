// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtractedSkillsSection, type HeldSkill } from '@/features/skills/components/extracted-skills-section';

/** The keyboard focus in the onboarding step-1 skills list (the real dropdown; the pills a stand-in for the assessment's). */
let held: HeldSkill[];
let removed: (() => void) | undefined;
const remove = {
  isPending: false,
  isSuccess: false,
  variables: undefined as string | undefined,
  mutate: vi.fn((id: string, options: { onSuccess: () => void }) => {
    held = held.filter((s) => s.id !== id);
    removed = options.onSuccess;
  }),
};
const add = {
  isPending: false,
  mutate: vi.fn(() => {
    add.isPending = true;
  }),
};
vi.mock('@/features/skills/api/get-my-skills', () => ({ useMySkills: () => ({ data: held, isPending: false, isError: false, refetch: vi.fn() }) }));
vi.mock('@/features/skills/api/add-skill', () => ({ useAddSkill: () => add }));
vi.mock('@/features/skills/api/delete-skill', () => ({ useDeleteSkill: () => remove }));
vi.mock('@/features/skills/api/search-skills', () => ({
  useSkillSuggestions: () => ({ data: [{ name: 'wind energy', origin: 'taxonomy', matchedLabel: null, hot: false }], isFetching: false }),
}));
vi.mock('@/features/skills/api/skill-matches', () => ({ useSkillMatches: () => ({ data: undefined, isFetching: false }) }));

beforeEach(() => {
  held = ['Alpha', 'Beta', 'Gamma'].map((name) => ({ id: name.toLowerCase(), skillName: name, proficiencyLevel: 'intermediate' }));
  add.isPending = false;
  remove.isPending = false;
});
afterEach(cleanup);

const pill = (skill: HeldSkill, { onRemove, removing }: { onRemove: () => void; removing: boolean }) => (
  <li key={skill.id}>
    {skill.skillName}
    <button type="button" aria-label={`Remove ${skill.skillName}`} aria-disabled={removing || undefined} onClick={() => !removing && onRemove()} />
  </li>
);
const section = () => <ExtractedSkillsSection analysedCount={3} renderSkill={pill} />;

/** Removes `name` with its button focused, the list re-rendered as the refetch would, then the removal's success. */
function removeByKeyboard(rerender: (ui: React.ReactElement) => void, name: string, meanwhile = () => {}) {
  const button = screen.getByRole('button', { name: `Remove ${name}` });
  button.focus();
  fireEvent.click(button);
  rerender(section());
  meanwhile();
  act(() => removed?.());
}

describe('ExtractedSkillsSection keyboard focus', () => {
  it("gives the focus to the remove button now in the removed one's place, else the last, else 'Add another skill...'", () => {
    const { rerender } = render(section());
    removeByKeyboard(rerender, 'Beta');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Gamma');
    removeByKeyboard(rerender, 'Gamma');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Alpha');
    removeByKeyboard(rerender, 'Alpha');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add another skill...');
  });

  it('leaves the focus where the person went meanwhile', () => {
    const { rerender } = render(section());
    const trigger = screen.getByRole('combobox', { name: 'Add another skill...' });
    removeByKeyboard(rerender, 'Beta', () => trigger.focus());
    expect(document.activeElement).toBe(trigger);
  });

  it("gives the focus back to 'Add another skill...', aria-disabled and not opening, while an added skill is saved", async () => {
    const { rerender } = render(section());
    const trigger = screen.getByRole('combobox', { name: 'Add another skill...' }) as HTMLButtonElement;
    trigger.focus();
    fireEvent.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['wind energy']));
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(add.mutate).toHaveBeenCalledWith({ skillName: 'wind energy', source: 'assessment' });
    rerender(section()); // the mutation's pending state, as useAddSkill would render it
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.disabled).toBe(false);
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
    // Saved: the dropdown opens again.
    add.isPending = false;
    rerender(section());
    expect(trigger.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(trigger);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });
});

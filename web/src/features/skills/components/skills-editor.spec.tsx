// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SkillsEditor } from '@/features/skills/components/skills-editor';

type Skill = { id: string; skillName: string; proficiencyLevel: string };
let skills: Skill[];
let removed: (() => void) | undefined;
let query: { isPending: boolean; isError: boolean; error?: Error };
const remove = {
  isPending: false,
  variables: undefined as string | undefined,
  mutate: vi.fn((id: string, options: { onSuccess: () => void }) => {
    skills = skills.filter((s) => s.id !== id);
    removed = options.onSuccess;
  }),
};
vi.mock('@/features/skills/api/get-my-skills', () => ({ useMySkills: () => ({ ...query, data: skills, refetch: vi.fn() }) }));
vi.mock('@/features/skills/api/add-skill', () => ({ useAddSkill: () => ({ mutate: vi.fn() }) }));
vi.mock('@/features/skills/api/delete-skill', () => ({ useDeleteSkill: () => remove }));
vi.mock('@/features/skills/api/search-skills', () => ({ useSkillSuggestions: () => ({ data: [], isFetching: false }) }));
vi.mock('@/features/skills/api/skill-matches', () => ({ useSkillMatches: () => ({ data: undefined, isFetching: false }) }));

beforeEach(() => {
  query = { isPending: false, isError: false };
  skills = ['Alpha', 'Beta', 'Gamma'].map((name) => ({ id: name.toLowerCase(), skillName: name, proficiencyLevel: 'intermediate' }));
});
afterEach(cleanup);

/** Removes `name` with its button focused, the list re-rendered as the refetch would, then the removal's success. */
function removeByKeyboard(rerender: (ui: React.ReactElement) => void, name: string, meanwhile = () => {}) {
  const button = screen.getByRole('button', { name: `Remove ${name}` });
  button.focus();
  fireEvent.click(button);
  rerender(<SkillsEditor />);
  meanwhile();
  act(() => removed?.());
}

describe('SkillsEditor', () => {
  it("gives the focus to the remove button now in the removed one's place, else the last, else the search box", () => {
    const { rerender } = render(<SkillsEditor />);
    removeByKeyboard(rerender, 'Beta');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Gamma');
    removeByKeyboard(rerender, 'Gamma');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Alpha');
    removeByKeyboard(rerender, 'Alpha');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search skills');
  });

  it('leaves the focus where the person went meanwhile', () => {
    const { rerender } = render(<SkillsEditor />);
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    removeByKeyboard(rerender, 'Beta', () => search.focus());
    expect(document.activeElement).toBe(search);
  });

  it('keeps the list it has when a refresh fails (on window focus), and shows the error card only with nothing to show', () => {
    query = { isPending: false, isError: true, error: new Error('offline') };
    const { unmount } = render(<SkillsEditor />);
    expect(screen.getByRole('list', { name: 'Your skills' })).toBeTruthy();
    expect(screen.queryByText('Failed to Load Skills')).toBeNull();
    unmount();
    skills = undefined as never;
    render(<SkillsEditor />);
    expect(screen.getByText('Failed to Load Skills')).toBeTruthy();
  });
});

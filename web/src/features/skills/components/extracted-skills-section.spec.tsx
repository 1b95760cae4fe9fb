// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtractedSkillsSection } from '@/features/skills/components/extracted-skills-section';

let held: { id: string; skillName: string; proficiencyLevel: string }[] | undefined = [];
let loadError: Error | null = null;
const refetch = vi.fn();
vi.mock('@/features/skills/api/get-my-skills', () => ({ useMySkills: () => ({ data: held, isPending: false, isError: loadError !== null, error: loadError, refetch }) }));
vi.mock('@/features/skills/api/add-skill', () => ({ useAddSkill: () => ({ mutate: vi.fn(), isPending: false }) }));
vi.mock('@/features/skills/api/delete-skill', () => ({ useDeleteSkill: () => ({ mutate: vi.fn(), isPending: false, isSuccess: false }) }));
vi.mock('@/features/skills/components/skill-add-combobox', () => ({ SkillAddCombobox: () => null }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  held = [];
  loadError = null;
});

const pill = (skill: { id: string; skillName: string }) => <li key={skill.id}>{skill.skillName}</li>;
const NONE = 'No skills were extracted. Please upload a different CV.';

describe('ExtractedSkillsSection', () => {
  it('waits for the analysed skills to be imported before saying none were extracted', () => {
    vi.useFakeTimers();
    render(<ExtractedSkillsSection analysedCount={17} renderSkill={pill} />);
    expect(screen.getByText('Loading skills...')).toBeTruthy();
    expect(screen.queryByText(NONE)).toBeNull();
    // A list that stays empty ends with the spec's message.
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByText(NONE)).toBeTruthy();
  });

  it('says none were extracted at once when the analysis found none', () => {
    render(<ExtractedSkillsSection analysedCount={0} renderSkill={pill} />);
    expect(screen.getByText(NONE)).toBeTruthy();
  });

  it('shows the failure card with Try Again, not the empty message, when the skills cannot be loaded', () => {
    held = undefined;
    loadError = new Error('Network request failed');
    render(<ExtractedSkillsSection analysedCount={17} renderSkill={pill} />);
    expect(screen.getByText('Failed to Load Skills')).toBeTruthy();
    expect(screen.getByText('Network request failed')).toBeTruthy();
    expect(screen.queryByText(NONE)).toBeNull();
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('lists the held skills once they are in', () => {
    held = [{ id: '1', skillName: 'solar energy', proficiencyLevel: 'advanced' }];
    render(<ExtractedSkillsSection analysedCount={17} renderSkill={pill} />);
    expect(screen.getByText('solar energy')).toBeTruthy();
    expect(screen.queryByText('Loading skills...')).toBeNull();
  });
});

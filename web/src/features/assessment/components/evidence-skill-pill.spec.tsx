// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvidenceSkillPill } from '@/features/assessment/components/evidence-skill-pill';

afterEach(cleanup);

const pill = (onRemove: () => void, removing: boolean) => (
  <ul>
    <EvidenceSkillPill name="solar energy" proficiency="advanced" evidence={null} onRemove={onRemove} removing={removing} />
  </ul>
);

describe('EvidenceSkillPill', () => {
  it('keeps the keyboard focus on its remove button while the removal is saved, and ignores presses meanwhile', () => {
    const onRemove = vi.fn();
    const { rerender } = render(pill(onRemove, false));
    const button = screen.getByRole('button', { name: 'Remove solar energy' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(pill(onRemove, true));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onRemove).toHaveBeenCalledTimes(1);
    // A failed removal: pressable again.
    rerender(pill(onRemove, false));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onRemove).toHaveBeenCalledTimes(2);
  });
});

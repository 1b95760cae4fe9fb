// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareerPathCard } from '@/features/careers/components/career-path-card';

afterEach(cleanup);

const path = {
  id: 'p1', title: 'Wind turbine technician', description: 'Keeps turbines turning.', category: 'Renewables', interested: false,
  averageSalary: null, salarySource: null, growthOutlook: null, growthSource: null, requiredSkills: [], heldSkills: [], matchPercentage: 0,
};

describe('CareerPathCard', () => {
  it('keeps the keyboard focus on its toggle while the change is saved, and ignores presses meanwhile', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<CareerPathCard path={path as never} onToggle={onToggle} toggling={false} />);
    const toggle = screen.getByRole('button', { name: 'Interested', pressed: false });
    toggle.focus();
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<CareerPathCard path={path as never} onToggle={onToggle} toggling />);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('names its required skills (spec §3): the first eight, then all of them on request', () => {
    const requiredSkills = Array.from({ length: 11 }, (_, i) => `skill ${String.fromCharCode(97 + i)}`);
    render(<CareerPathCard path={{ ...path, requiredSkills } as never} onToggle={vi.fn()} toggling={false} />);
    const list = screen.getByRole('list', { name: 'Required skills for Wind turbine technician' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(requiredSkills.slice(0, 8));
    expect(screen.getByText('Required skills (11)')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show all 11 required skills of Wind turbine technician' });
    expect(more.getAttribute('aria-controls')).toBe(list.id);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(requiredSkills);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer required skills of Wind turbine technician' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it('puts the required skills the person has first, ticked and said so to a screen reader', () => {
    render(<CareerPathCard path={{ ...path, requiredSkills: ['electricity', 'mechanics', 'SCADA'], heldSkills: ['SCADA'] } as never} onToggle={vi.fn()} toggling={false} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['SCADA (you have this skill)', 'electricity', 'mechanics']);
    expect(screen.getByText('Required skills (3)').textContent).toBe('Required skills (3) · you have 1');
  });

  it('shows no skills list and no toggle for a path that requires none, or only a few', () => {
    const { rerender } = render(<CareerPathCard path={path as never} onToggle={vi.fn()} toggling={false} />);
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<CareerPathCard path={{ ...path, requiredSkills: ['electricity', 'mechanics'] } as never} onToggle={vi.fn()} toggling={false} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });
});

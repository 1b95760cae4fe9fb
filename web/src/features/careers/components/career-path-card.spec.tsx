// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareerPathCard } from '@/features/careers/components/career-path-card';

afterEach(cleanup);

const path = {
  id: 'p1', title: 'Wind turbine technician', description: 'Keeps turbines turning.', category: 'Renewables', interested: false,
  averageSalary: null, salarySource: null, growthOutlook: null, growthSource: null, requiredSkills: [], matchPercentage: 0,
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
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssessmentSteps } from '@/features/assessment/components/assessment-steps';

afterEach(cleanup);

describe('AssessmentSteps', () => {
  it('tells screen readers which steps are completed and which is current, not only by the check mark and the highlight', () => {
    render(<AssessmentSteps current={2} />);
    const steps = within(screen.getByRole('list', { name: 'Assessment steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    const done = screen.getByText('(completed)');
    expect(done.className).toContain('sr-only');
    expect(done.closest('li')).toBe(steps[0]);
    expect(steps.map((step) => step.textContent)).toEqual(['Upload CV (completed)', '2Review Results', '3Explore Opportunities']);
  });

  it('marks no step completed on step 1', () => {
    render(<AssessmentSteps current={1} />);
    expect(screen.queryByText('(completed)')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
  });
});

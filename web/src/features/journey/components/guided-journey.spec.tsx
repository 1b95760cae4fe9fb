// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuidedJourney } from '@/features/journey/components/guided-journey';

afterEach(cleanup);

describe('GuidedJourney step indicator', () => {
  it('tells screen readers which steps are completed and which is current, not only by the check mark and the highlight', () => {
    render(<GuidedJourney userId={null} hasSkills renderStep={(step) => <p>step {step}</p>} />);
    const nav = screen.getByRole('navigation', { name: 'Journey steps' });
    const steps = () => within(nav).getAllByRole('button');
    // The Next button (labelled with the next step's name), not the step indicator's button of that name.
    const next = (label: string) => screen.getAllByRole('button', { name: label }).find((button) => !nav.contains(button))!;
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(within(nav).queryByText('(completed)')).toBeNull();

    fireEvent.click(next('Review Skills'));
    fireEvent.click(next('Explore Careers'));

    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    const done = within(nav).getAllByText('(completed)');
    expect(done.map((text) => text.closest('button'))).toEqual([steps()[0], steps()[1]]);
    expect(done.every((text) => text.className.includes('sr-only'))).toBe(true);
    expect(steps()[0]!.textContent).toBe('Upload CV (completed)');
    expect(steps()[2]!.textContent).toBe('3Career Paths');
  });

  it("takes focus to the new step's title when the person moves (Next, Previous, the step list), and none on load", () => {
    localStorage.setItem('journey-current-step:u-focus', '2');
    localStorage.setItem('journey-completed-steps:u-focus', '[1]');
    render(<GuidedJourney userId="u-focus" hasSkills renderStep={(step) => <p>step {step}</p>} />);
    const title = (name: string) => screen.getByRole('heading', { level: 3, name });
    expect(title('Review Skills')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('button', { name: 'Explore Careers' }));
    expect(document.activeElement).toBe(title('Career Paths'));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(document.activeElement).toBe(title('Review Skills'));
    const nav = screen.getByRole('navigation', { name: 'Journey steps' });
    fireEvent.click(within(nav).getByRole('button', { name: /Training/ }));
    expect(document.activeElement).toBe(title('Training'));
    localStorage.clear();
  });
});

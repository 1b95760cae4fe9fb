// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';

function renderWizard() {
  const router = createMemoryRouter(
    [
      { path: '/onboarding', Component: OnboardingWizard },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('OnboardingWizard', () => {
  it('walks three steps, labels the last Next as Finish and ends on the dashboard', async () => {
    const router = renderWizard();
    const stepHeading = () => screen.getByRole('heading', { level: 3 }).textContent;

    expect(stepHeading()).toBe('Career Assessment');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Explore Careers');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Find Training');

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('jumps to a step from the step indicator', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /Find Training/ }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});

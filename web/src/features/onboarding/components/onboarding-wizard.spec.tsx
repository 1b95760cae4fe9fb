// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

    // Unit scope: the gateway's answer is stubbed; the browser tests run Finish against the real app.
    const fetch = vi.fn(async () => Response.json({ data: { updateProfile: { id: 'p1', onboardingCompleted: true } } }));
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toMatch(/onboardingCompleted: true/);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('jumps to a step from the step indicator', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /Find Training/ }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OnboardingWizard, type OnboardingWizardProps } from '@/features/onboarding/components/onboarding-wizard';

/**
 * Unit scope: the gateway's answers are stubbed by operation (the browser tests run the wizard against
 * the real app). The signed-in user and their onboarding status come in as props (composed in app/).
 */
function stubGateway() {
  const calls: string[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const query = String(JSON.parse(String(init.body)).query);
    calls.push(query);
    if (query.includes('mutation CompleteOnboarding')) return Response.json({ data: { updateProfile: { id: 'p1', onboardingCompleted: true } } });
    return Response.json({ errors: [{ message: 'unexpected' }] });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderWizard(props: Partial<OnboardingWizardProps> = {}, path = '/onboarding') {
  const router = createMemoryRouter(
    [
      {
        path: '/onboarding',
        element: (
          <OnboardingWizard
            signedIn
            loading={false}
            onboardingCompleted={false}
            hasSkills={false}
            renderStep={(index, complete) => (
              <button type="button" onClick={complete}>
                report step {index + 1} complete
              </button>
            )}
            {...props}
          />
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const stepHeading = () => screen.getByRole('heading', { level: 3 }).textContent;
const next = () => screen.getByRole('button', { name: /^(Next|Finish)$/ }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OnboardingWizard', () => {
  it('shows Loading until the user and their onboarding status are known', async () => {
    stubGateway();
    renderWizard({ loading: true });
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    cleanup();
    renderWizard({ signedIn: false, loading: false });
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    cleanup();
    renderWizard();
    expect(await screen.findByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('walks three steps with the Next rules, labels the last Next as Finish and ends on the dashboard', async () => {
    const calls = stubGateway();
    const router = renderWizard({ hasSkills: true });
    await screen.findByRole('heading', { level: 3 });

    expect(stepHeading()).toBe('Career Assessment');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(next().disabled).toBe(false); // step 1: the user has skills

    fireEvent.click(next());
    expect(stepHeading()).toBe('Explore Careers');
    expect(next().disabled).toBe(true); // step 2: not complete yet
    // What Next waits for is said at the top of the step and beside Next.
    expect(screen.getAllByText('Mark at least one career path as Interested to continue.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'report step 2 complete' }));
    expect(next().disabled).toBe(false);
    expect(screen.queryByText('Mark at least one career path as Interested to continue.')).toBeNull();

    fireEvent.click(next());
    expect(stepHeading()).toBe('Find Training');
    expect(next().textContent).toBe('Finish');
    expect(next().disabled).toBe(false); // step 3: always

    fireEvent.click(next());
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(calls.some((q) => /onboardingCompleted: true/.test(q))).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('needs a skill or a completed step 1 before Next', async () => {
    stubGateway();
    renderWizard({ hasSkills: false });
    await screen.findByRole('heading', { level: 3 });
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'report step 1 complete' }));
    expect(next().disabled).toBe(false);
  });

  it('jumps between steps from the step indicator, never past what Next allows (no Finish without step 1)', async () => {
    stubGateway();
    renderWizard({ hasSkills: false });
    await screen.findByRole('heading', { level: 3 });
    const stepButton = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(stepButton(/Explore Careers/).disabled).toBe(true);
    expect(stepButton(/Find Training/).disabled).toBe(true);
    fireEvent.click(stepButton(/Find Training/));
    expect(stepHeading()).toBe('Career Assessment');

    fireEvent.click(screen.getByRole('button', { name: 'report step 1 complete' }));
    expect(stepButton(/Explore Careers/).disabled).toBe(false);
    expect(stepButton(/Find Training/).disabled).toBe(true); // step 2 not complete
    fireEvent.click(stepButton(/Explore Careers/));
    expect(stepHeading()).toBe('Explore Careers');
    fireEvent.click(screen.getByRole('button', { name: 'report step 2 complete' }));
    fireEvent.click(stepButton(/Find Training/));
    expect(next().textContent).toBe('Finish');
    fireEvent.click(stepButton(/Career Assessment/));
    expect(stepHeading()).toBe('Career Assessment');
  });

  it('tells screen readers which steps are completed and which is current, not only by the check mark and the highlight', async () => {
    stubGateway();
    renderWizard({ hasSkills: true });
    await screen.findByRole('heading', { level: 3 });
    const steps = () => screen.getAllByRole('list')[0]!.querySelectorAll('button');
    const names = () => [...steps()].map((step) => step.textContent);
    expect(names()).toEqual(['1Career AssessmentUpload CV and review results', '2Explore CareersFind your path', '3Find TrainingStart learning']);
    expect([...steps()].map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null]);
    expect(screen.queryByText('(completed)')).toBeNull();

    fireEvent.click(next());
    await screen.findByRole('heading', { level: 3, name: 'Explore Careers' });
    const done = screen.getByRole('button', { name: /^Career Assessment ?\(completed\)/ });
    expect(done.querySelector('.sr-only')?.textContent).toBe(' (completed)');
    expect(done.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByText('(completed)')).toHaveLength(1);
    expect([...steps()].map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('opens where the person left off after a reload or another sign-in: the first step not done, earlier ones ticked', async () => {
    stubGateway();
    renderWizard({ hasSkills: true, resumeFrom: { hasSkills: true, hasInterests: true } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Find Training' })).toBeTruthy();
    expect(screen.getAllByText('(completed)')).toHaveLength(2);
    cleanup();
    renderWizard({ hasSkills: true, resumeFrom: { hasSkills: true, hasInterests: false } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Explore Careers' })).toBeTruthy();
    expect(next().disabled).toBe(true);
    cleanup();
    // A new user starts at step 1; the skills their upload brings later move nothing.
    renderWizard({ resumeFrom: { hasSkills: false, hasInterests: false } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Career Assessment' })).toBeTruthy();
  });

  it('offers Sign Out in its header: a new user can leave without finishing', async () => {
    stubGateway();
    const onSignOut = vi.fn();
    renderWizard({ onSignOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('redirects to the dashboard when onboarding is already complete', async () => {
    stubGateway();
    renderWizard({ onboardingCompleted: true });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('with linkedin=true extracts from the professional-network data, then opens step 2 with step 1 done', async () => {
    stubGateway();
    let resolve: () => void = () => {};
    const extract = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const router = renderWizard({ extractFromLinkedin: extract }, '/onboarding?linkedin=true');
    expect(await screen.findByText('AI is analyzing your LinkedIn profile...')).toBeTruthy();
    expect(extract).toHaveBeenCalledTimes(1);
    resolve();
    expect(await screen.findByRole('heading', { level: 3, name: 'Explore Careers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Career Assessment/ }).querySelector('svg.lucide-check')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('with linkedin=true and a failed extraction only logs it, and still opens step 2', async () => {
    stubGateway();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWizard({ extractFromLinkedin: () => Promise.reject(new Error('Failed to analyze CV')) }, '/onboarding?linkedin=true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Explore Careers' })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import { AssessmentHistory } from '@/features/assessment/components/assessment-history';
import { AssessmentPage } from '@/features/assessment/components/assessment-page';
import { AssessmentPanel } from '@/features/assessment/components/assessment-panel';

const assessment = {
  id: 'a1', assessmentType: 'cv_analysis', status: 'completed', skillsExtracted: ['Python'],
  skills: [{ name: 'Python', proficiency: 'advanced', evidence: [], demand: 80, demandSource: 'ESCO', demandYear: 2024 }],
  currentPosition: null, yearsOfExperience: null, keyStrengths: [], marketAlignmentScore: 64, industryTrends: [],
  skillGaps: { totalGaps: 0, missingSkills: [] }, recommendedSkills: [], marketSkills: [], futureJobMatches: [], dataSources: [],
  input: { origin: 'upload', fileName: 'cv.pdf', textLength: 1000, analyzers: ['built-in'], note: null },
  createdAt: '2026-12-01T10:00:00Z', completedAt: '2026-12-01T10:00:05Z',
} as unknown as AssessmentDetails;

type Query = { isPending: boolean; isError: boolean; data: unknown; error?: Error; refetch: () => void };
let latest: Query;
let history: Query;
vi.mock('@/features/assessment/api/get-latest-assessment', () => ({ useLatestAssessment: () => latest }));
vi.mock('@/features/assessment/api/get-assessment-history', () => ({ useAssessmentHistory: () => history }));
let analysing = false;
vi.mock('@/features/assessment/hooks/use-cv-assessment', () => ({
  stageMessage: () => null,
  useCvAssessment: () => ({ busy: analysing, stage: null, chosen: null, inputRef: { current: null }, start: vi.fn() }),
}));
beforeEach(() => {
  analysing = false;
  latest = { isPending: false, isError: false, data: assessment, refetch: vi.fn() };
  history = { isPending: false, isError: false, data: [], refetch: vi.fn() };
});
afterEach(cleanup);

/** Clicks `button` as a person does (it takes the focus), then lets the view settle a frame. */
async function press(button: HTMLElement) {
  button.focus();
  await act(async () => fireEvent.click(button));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const uploadForm = () => <input type="file" aria-label="Your CV" />;
const failed = (): Query => ({ isPending: false, isError: true, data: undefined, error: new Error('Failed to retrieve assessment'), refetch: vi.fn() });

describe('the step 1 panel', () => {
  it("'Upload Different CV' and 'Back to your results' hand the focus to the view that replaces them", async () => {
    render(<MemoryRouter><AssessmentPanel uploadCv={vi.fn()} uploadForm={uploadForm} extractedSkills={() => null} /></MemoryRouter>);
    await press(screen.getByRole('button', { name: 'Upload Different CV' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Your CV'));

    await press(screen.getByRole('button', { name: 'Back to your results' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload Different CV' }));
  });

  it("hands the focus to the results once a first CV's analysis replaces the upload form that had it", async () => {
    latest = { isPending: false, isError: false, data: null, refetch: vi.fn() };
    const panel = () => <MemoryRouter><AssessmentPanel uploadCv={vi.fn()} uploadForm={uploadForm} extractedSkills={() => null} /></MemoryRouter>;
    const { rerender } = render(panel());
    screen.getByLabelText('Your CV').focus();
    analysing = true;
    rerender(panel());
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(document.body);
    analysing = false;
    latest = { ...latest, data: assessment };
    rerender(panel());
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByText('Your Career Assessment Results').closest('div[class]')?.parentElement?.contains(document.activeElement)).toBe(true);
  });

  it('moves no focus when the latest assessment arrives on a page load', async () => {
    latest = { isPending: true, isError: false, data: undefined, refetch: vi.fn() };
    const panel = () => <MemoryRouter><AssessmentPanel uploadCv={vi.fn()} uploadForm={uploadForm} extractedSkills={() => null} /></MemoryRouter>;
    const { rerender } = render(panel());
    latest = { isPending: false, isError: false, data: assessment, refetch: vi.fn() };
    rerender(panel());
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(document.body);
  });

  it('says a failed read of the latest assessment, with Try Again, instead of an upload form as if there were none', () => {
    latest = failed();
    render(<MemoryRouter><AssessmentPanel uploadCv={vi.fn()} uploadForm={uploadForm} extractedSkills={() => null} /></MemoryRouter>);
    expect(screen.queryByLabelText('Your CV')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve assessment');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(latest.refetch).toHaveBeenCalledTimes(1);
  });

  it("the full report's 'View My Skills' closes the report (onboarding's /my-skills would restart the wizard)", async () => {
    render(<MemoryRouter><AssessmentPanel uploadCv={vi.fn()} uploadForm={uploadForm} extractedSkills={() => null} /></MemoryRouter>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /View Full Report/ })));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('a[href="/my-skills"]')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View My Skills' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/assessment', () => {
  const page = () => render(<MemoryRouter><AssessmentPage signedIn loading={false} uploadCv={vi.fn()} /></MemoryRouter>);

  it("'Run Your First Assessment' opens New with the focus on its tab", async () => {
    latest = { ...latest, data: null };
    page();
    await press(screen.getByRole('button', { name: 'Run Your First Assessment' }));
    const tab = screen.getByRole('tab', { name: /New Assessment/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);
  });

  it('Current: a failed read is said with Try Again; a failed refresh keeps the assessment shown', () => {
    latest = failed();
    const { unmount } = page();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(latest.refetch).toHaveBeenCalledTimes(1);
    unmount();
    latest = { ...failed(), data: assessment };
    page();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByText('Market Alignment Score')).toBeTruthy();
  });

  it('History: a failed read is said with Try Again', () => {
    history = failed();
    render(<AssessmentHistory />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(history.refetch).toHaveBeenCalledTimes(1);
  });
});

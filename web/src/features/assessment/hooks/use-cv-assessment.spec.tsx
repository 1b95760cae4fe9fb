// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CvFlowEvent } from '@/features/assessment/api/cv-flow';
import { ANALYSIS_TIMEOUT_MS, useCvAssessment } from '@/features/assessment/hooks/use-cv-assessment';

const h = vi.hoisted(() => ({
  emit: null as ((event: CvFlowEvent) => void) | null,
  latest: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}));
vi.mock('@/features/assessment/hooks/use-cv-flow-events', () => ({
  useCvFlowEvents: (onEvent: (event: CvFlowEvent) => void) => {
    h.emit = onEvent;
  },
}));
vi.mock('@/features/assessment/api/get-latest-assessment', () => ({
  ASSESSMENT_QUERY_KEY: ['assessment'],
  getLatestAssessment: () => h.latest(),
  latestAssessmentQueryOptions: () => ({ queryKey: ['assessment', 'latest'], queryFn: () => h.latest() }),
}));
vi.mock('sonner', () => ({ toast: { error: h.toastError, success: h.toastSuccess } }));

const event = (state: CvFlowEvent['state'], assessmentId: string | null, fileName: string | null = null, message: string | null = null) =>
  ({ state, assessmentId, fileName, message, occurredAt: new Date().toISOString() }) as CvFlowEvent;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const onCompleted = vi.fn();
  const upload = () => Promise.resolve({ cvFilePath: 'x', cvFileName: 'cv.txt' });
  const hook = renderHook(() => useCvAssessment({ upload, onCompleted }), { wrapper });
  const input = document.createElement('input');
  input.type = 'file';
  hook.result.current.inputRef.current = input;
  return { ...hook, onCompleted, input };
}

const file = new File(['Wind turbine technician'], 'my-cv.txt', { type: 'text/plain' });
const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});

beforeEach(() => {
  vi.useFakeTimers();
  h.latest.mockReset().mockResolvedValue({ id: 'old', status: 'completed' });
  h.toastError.mockReset();
  h.toastSuccess.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useCvAssessment', () => {
  it("only this upload's analysis (the started event for its file name) completes it; then the choice is cleared", async () => {
    const { result, onCompleted, input } = setup();
    await act(async () => {
      await result.current.start(file);
    });
    expect(result.current.chosen?.name).toBe('my-cv.txt');
    act(() => h.emit!(event('ANALYSIS_STARTED', 'other-run', 'someone-else.pdf')));
    expect(result.current.stage).toBe('extracting');
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'my-cv.txt')));
    expect(result.current.stage).toBe('assessing');
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'other-run')));
    act(() => h.emit!(event('ANALYSIS_FAILED', 'other-run', 'someone-else.pdf', 'Failed to analyze CV')));
    expect(result.current.busy).toBe(true);
    expect(h.toastError).not.toHaveBeenCalled();
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'mine')));
    await flush();
    expect(result.current.busy).toBe(false);
    expect(result.current.lastCompletedId).toBe('mine');
    expect(onCompleted).toHaveBeenCalledWith('mine');
    expect(result.current.chosen).toBeNull();
    expect(input.value).toBe('');
  });

  it('a failure of its own analysis stops the spinner with the message and clears the choice', async () => {
    const { result } = setup();
    await act(async () => {
      await result.current.start(file);
    });
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'my-cv.txt')));
    act(() => h.emit!(event('ANALYSIS_FAILED', 'mine', 'my-cv.txt', 'No text could be found in this CV.')));
    expect(result.current.busy).toBe(false);
    expect(result.current.chosen).toBeNull();
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'No text could be found in this CV.' });
  });

  it("with nothing within 60 s (and no new assessment found), 'An unexpected error occurred'", async () => {
    const { result } = setup();
    await act(async () => {
      await result.current.start(file);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ANALYSIS_TIMEOUT_MS - 1_000);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.chosen).toBeNull();
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'An unexpected error occurred' });
  });
});

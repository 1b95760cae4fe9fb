// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CvFlowEvent } from '@/features/assessment/api/cv-flow';
import { ANALYSIS_WAIT_MS, CATCH_UP_MS, useCvAssessment, type UploadCv } from '@/features/assessment/hooks/use-cv-assessment';
import { MY_SKILLS_QUERY_KEY, SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';

const h = vi.hoisted(() => ({
  emit: null as ((event: CvFlowEvent) => void) | null,
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
  uploadAnalysis: vi.fn<(uploadId: string) => Promise<CvFlowEvent | null>>(),
}));
vi.mock('@/features/assessment/api/cv-flow', () => ({ getUploadAnalysis: h.uploadAnalysis }));
vi.mock('@/features/assessment/hooks/use-cv-flow-events', () => ({
  useCvFlowEvents: (onEvent: (event: CvFlowEvent) => void) => {
    h.emit = onEvent;
  },
}));
vi.mock('sonner', () => ({ toast: { error: h.toastError, success: h.toastSuccess } }));

const event = (state: CvFlowEvent['state'], uploadId: string | null, assessmentId: string | null = null, message: string | null = null) =>
  ({ state, uploadId, assessmentId, fileName: 'my-cv.txt', message, occurredAt: new Date().toISOString() }) as CvFlowEvent;

/** An upload the test answers by hand (`answer(uploadId)`), so events can arrive before or after its answer. */
function deferredUpload() {
  let answer: (uploadId: string | null) => void = () => {};
  const upload = vi.fn<UploadCv>(() => new Promise((resolve) => (answer = (uploadId) => resolve({ uploadId }))));
  return { upload, answer: (uploadId: string | null) => act(async () => answer(uploadId)) };
}

function setup(upload: UploadCv) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  /** The query keys invalidated so far. */
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const onCompleted = vi.fn();
  const hook = renderHook(() => useCvAssessment({ upload, onCompleted }), { wrapper });
  const input = document.createElement('input');
  input.type = 'file';
  hook.result.current.inputRef.current = input;
  return { ...hook, onCompleted, input, invalidated };
}

const file = new File(['Wind turbine technician'], 'my-cv.txt', { type: 'text/plain' });
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
  h.toastError.mockReset();
  h.toastSuccess.mockReset();
  h.uploadAnalysis.mockReset();
  h.uploadAnalysis.mockResolvedValue(null);
});
afterEach(() => vi.useRealTimers());

describe('useCvAssessment', () => {
  it("follows its own upload by id (another upload of the same file name changes nothing); then the choice is cleared", async () => {
    const { upload, answer } = deferredUpload();
    const { result, onCompleted, input } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    expect(result.current.chosen?.name).toBe('my-cv.txt');
    act(() => h.emit!(event('ANALYSIS_STARTED', 'other-upload', 'other-run')));
    expect(result.current.stage).toBe('extracting');
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'run-1')));
    expect(result.current.stage).toBe('assessing');
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'other-upload', 'other-run')));
    act(() => h.emit!(event('ANALYSIS_FAILED', 'other-upload', 'other-run', 'Failed to analyze CV')));
    expect(result.current.busy).toBe(true);
    expect(h.toastError).not.toHaveBeenCalled();
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'mine', 'run-1')));
    await flush();
    expect(result.current.busy).toBe(false);
    expect(result.current.lastCompletedId).toBe('run-1');
    expect(onCompleted).toHaveBeenCalledWith('run-1');
    expect(h.toastSuccess).toHaveBeenCalledWith('Success', { description: 'CV analyzed successfully! Your skills have been extracted.' });
    expect(result.current.chosen).toBeNull();
    expect(input.value).toBe('');
  });

  it('two uploads in a row are told apart by id: a late completion of the first does not end the second', async () => {
    const first = deferredUpload();
    const second = deferredUpload();
    const uploads = [first.upload, second.upload];
    const { result, onCompleted } = setup((f) => uploads.shift()!(f));
    act(() => void result.current.start(file));
    await first.answer('upload-1');
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'upload-1', 'run-1')));
    await flush();
    expect(onCompleted).toHaveBeenLastCalledWith('run-1');

    act(() => void result.current.start(file));
    await second.answer('upload-2');
    // The first upload's analysis again (an LLM refinement, say) and its steps: not this run's.
    act(() => h.emit!(event('ANALYSIS_STARTED', 'upload-1', 'run-1')));
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'upload-1', 'run-1')));
    await flush();
    expect(result.current.busy).toBe(true);
    expect(result.current.stage).toBe('extracting');
    expect(onCompleted).toHaveBeenCalledTimes(1);
    act(() => h.emit!(event('ANALYSIS_STARTED', 'upload-2', 'run-2')));
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'upload-2', 'run-2')));
    await flush();
    expect(result.current.busy).toBe(false);
    expect(onCompleted).toHaveBeenLastCalledWith('run-2');
    expect(result.current.lastCompletedId).toBe('run-2');
  });

  it("steps that arrive before the upload has answered are kept until its id is known", async () => {
    const { upload, answer } = deferredUpload();
    const { result, onCompleted } = setup(upload);
    act(() => void result.current.start(file));
    act(() => h.emit!(event('UPLOAD_STARTED', 'mine')));
    act(() => h.emit!(event('ANALYSIS_STARTED', 'someone-else', 'other-run')));
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'run-1')));
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'mine', 'run-1')));
    expect(result.current.busy).toBe(true);
    await answer('mine');
    await flush();
    expect(result.current.busy).toBe(false);
    expect(onCompleted).toHaveBeenCalledWith('run-1');
  });

  it('a step the live flow missed (its socket still connecting) is asked for: the run ends when the analysis has', async () => {
    const { upload, answer } = deferredUpload();
    const { result, onCompleted } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    expect(h.uploadAnalysis).not.toHaveBeenCalled();
    // Not started yet, then started: the run keeps asking, and shows the step.
    h.uploadAnalysis.mockResolvedValueOnce(null).mockResolvedValueOnce(event('ANALYSIS_STARTED', 'mine', 'run-1'));
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(result.current.stage).toBe('extracting');
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(result.current.stage).toBe('assessing');
    // A failed question changes nothing; the next one finds the analysis completed.
    h.uploadAnalysis.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(event('ANALYSIS_COMPLETED', 'mine', 'run-1'));
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(result.current.busy).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_MS));
    await flush();
    expect(result.current.busy).toBe(false);
    expect(onCompleted).toHaveBeenCalledWith('run-1');
    expect(h.uploadAnalysis.mock.calls.every(([id]) => id === 'mine')).toBe(true);
    // Once the run has ended it asks no more; the live step arriving late changes nothing.
    const asked = h.uploadAnalysis.mock.calls.length;
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'mine', 'run-1')));
    await act(() => vi.advanceTimersByTimeAsync(5 * CATCH_UP_MS));
    expect(h.uploadAnalysis).toHaveBeenCalledTimes(asked);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('a run the live flow ends asks nothing', async () => {
    const { upload, answer } = deferredUpload();
    const { result } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    act(() => h.emit!(event('ANALYSIS_FAILED', 'mine', 'run-1', 'No text could be found in this CV.')));
    await act(() => vi.advanceTimersByTimeAsync(5 * CATCH_UP_MS));
    expect(result.current.busy).toBe(false);
    expect(h.uploadAnalysis).not.toHaveBeenCalled();
  });

  it('a failure of its own analysis stops the spinner with the message and clears the choice', async () => {
    const { upload, answer } = deferredUpload();
    const { result } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'run-1')));
    act(() => h.emit!(event('ANALYSIS_FAILED', 'mine', 'run-1', 'No text could be found in this CV.')));
    expect(result.current.busy).toBe(false);
    expect(result.current.chosen).toBeNull();
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'No text could be found in this CV.' });
  });

  it("a failure without a reason says 'Failed to analyze CV'; a failed upload shows its own message", async () => {
    const { upload, answer } = deferredUpload();
    const { result } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    act(() => h.emit!(event('ANALYSIS_FAILED', 'mine', 'run-1', null)));
    expect(h.toastError).toHaveBeenLastCalledWith('Error', { description: 'Failed to analyze CV' });

    const refused = setup(() => Promise.reject(new Error('File size must be less than 10MB')));
    await act(async () => {
      await refused.result.current.start(file);
    });
    expect(refused.result.current.busy).toBe(false);
    expect(h.toastError).toHaveBeenLastCalledWith('Error', { description: 'File size must be less than 10MB' });
  });

  it('waits minutes for its own events; SKILLS_IMPORTED and completions elsewhere refresh the data', async () => {
    const { upload, answer } = deferredUpload();
    const { result, invalidated } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(result.current.busy).toBe(true);
    expect(h.toastError).not.toHaveBeenCalled();
    expect(invalidated()).toEqual([]);
    act(() => h.emit!(event('SKILLS_IMPORTED', null, 'other-run')));
    expect(invalidated()).toEqual([MY_SKILLS_QUERY_KEY, SKILL_SUGGESTIONS_QUERY_KEY]);
    act(() => h.emit!(event('ANALYSIS_COMPLETED', 'another-tab', 'other-run')));
    expect(invalidated()).toContainEqual(['assessment']);
    expect(result.current.busy).toBe(true);
  });

  it("says 'Failed to analyze CV' when no step of its analysis came in ANALYSIS_WAIT_MS, and then asks no more", async () => {
    const { upload, answer } = deferredUpload();
    const { result } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_WAIT_MS - 2 * CATCH_UP_MS));
    expect(result.current.busy).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(3 * CATCH_UP_MS));
    expect(result.current.busy).toBe(false);
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'Failed to analyze CV' });
    const asked = h.uploadAnalysis.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10 * CATCH_UP_MS));
    expect(h.uploadAnalysis).toHaveBeenCalledTimes(asked);
  });

  it('waits ANALYSIS_WAIT_MS again after each new step, not after the same step asked again', async () => {
    const { upload, answer } = deferredUpload();
    const { result } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_WAIT_MS - 4 * CATCH_UP_MS));
    act(() => h.emit!(event('ANALYSIS_STARTED', 'mine', 'run-1')));
    // Every question from now on hears 'started' again: that is no news.
    h.uploadAnalysis.mockResolvedValue(event('ANALYSIS_STARTED', 'mine', 'run-1'));
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_WAIT_MS - 2 * CATCH_UP_MS));
    expect(result.current.busy).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(3 * CATCH_UP_MS));
    expect(result.current.busy).toBe(false);
    expect(h.toastError).toHaveBeenCalledWith('Error', { description: 'Failed to analyze CV' });
  });

  it('a screen left during the analysis asks no more, even with a question in flight as it goes', async () => {
    const { upload, answer } = deferredUpload();
    const { result, unmount } = setup(upload);
    act(() => void result.current.start(file));
    await answer('mine');
    let reply: (step: CvFlowEvent | null) => void = () => {};
    h.uploadAnalysis.mockImplementationOnce(() => new Promise((resolve) => (reply = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(CATCH_UP_MS));
    expect(h.uploadAnalysis).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => reply(null));
    await act(() => vi.advanceTimersByTimeAsync(10 * CATCH_UP_MS));
    expect(h.uploadAnalysis).toHaveBeenCalledTimes(1);
  });
});

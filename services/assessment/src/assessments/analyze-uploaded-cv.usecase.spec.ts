import 'reflect-metadata';
import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createEvent, DomainError } from '@ecp/contracts';
import { WorkerJobError } from '@ecp/runtime';
import { AnalyzeUploadedCvUseCase, SUPERSEDED_MESSAGE } from './analyze-uploaded-cv.usecase.js';
import type { AssessmentRecorder } from './assessment-recorder.js';
import type { AssessmentRow, AssessmentsRepository } from './assessments.repository.js';
import { CompleteAssessmentUseCase } from './complete-assessment.usecase.js';
import type { CvReader } from './cv-reader.js';
import type { SkillAnalysisService } from './skill-analysis.service.js';

const closed = () => new WorkerJobError('closed', 'worker pool closed');

/** The use case over stand-ins: a processing record for the upload, a reader and an analyzer that throw `read` / `analyze`. */
function harness({ read, analyze }: { read?: Error; analyze?: Error }) {
  const row = { id: randomUUID(), userId: randomUUID(), status: 'processing' } as AssessmentRow;
  const recorder = { isErased: jest.fn(async () => false), start: jest.fn(async () => row), fail: jest.fn(async (_row: AssessmentRow, _message: string, _options?: { unreadable?: boolean }) => undefined), complete: jest.fn() };
  const assessments = { findForCv: jest.fn(async () => undefined) };
  const reader = { read: jest.fn(async () => (read ? Promise.reject(read) : 'Wind turbine technician, SCADA')) };
  const analysis = { analyze: jest.fn(async () => Promise.reject(analyze ?? new Error('not reached'))) };
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const complete = new CompleteAssessmentUseCase(analysis as unknown as SkillAnalysisService, {} as never, recorder as unknown as AssessmentRecorder, {} as never, logger as never);
  const useCase = new AnalyzeUploadedCvUseCase(assessments as unknown as AssessmentsRepository, reader as unknown as CvReader, recorder as unknown as AssessmentRecorder, complete);
  const event = createEvent(
    'cv.uploaded',
    { userId: row.userId, uploadId: randomUUID(), path: `${row.userId}/1_cv.pdf`, fileName: 'cv.pdf', contentType: 'application/pdf', sizeBytes: 10, uploadedAt: new Date().toISOString() },
    { correlationId: randomUUID() },
  );
  return { useCase, event, recorder };
}

describe('an uploaded CV interrupted by a shutdown', () => {
  it('is left processing and its event redelivered when the extraction pool closes under it', async () => {
    const { useCase, event, recorder } = harness({ read: closed() });
    await expect(useCase.execute(event)).rejects.toMatchObject({ reason: 'closed' });
    expect(recorder.fail).not.toHaveBeenCalled();
  });

  it('is left processing and its event redelivered when the analysis pool closes under it', async () => {
    const { useCase, event, recorder } = harness({ analyze: closed() });
    await expect(useCase.execute(event)).rejects.toMatchObject({ reason: 'closed' });
    expect(recorder.fail).not.toHaveBeenCalled();
  });

  it('still fails a file that cannot be read, with its reason, once', async () => {
    const { useCase, event, recorder } = harness({ read: new DomainError('VALIDATION_ERROR', 'Failed to read file') });
    await expect(useCase.execute(event)).resolves.toBeUndefined();
    expect(recorder.fail).toHaveBeenCalledWith(expect.anything(), 'Failed to read file', { unreadable: true });
  });
});

describe("one person's uploads waiting their turn", () => {
  it('reads only the newest of them, settling the others unread at once, so one person holds at most two slots', async () => {
    const userId = randomUUID();
    const rows = new Map<string, AssessmentRow>();
    const recorder = {
      isErased: jest.fn(async () => false),
      start: jest.fn(async (_user: string, _type: string, _input: unknown, cv: { cvPath: string }) => {
        const row = { id: randomUUID(), userId, status: 'processing', cvPath: cv.cvPath } as AssessmentRow;
        rows.set(cv.cvPath, row);
        return row;
      }),
      fail: jest.fn(async (_row: AssessmentRow, _message: string, _options?: { unreadable?: boolean; superseded?: boolean }) => undefined),
    };
    let releaseFirst!: () => void;
    const firstRead = new Promise<void>((resolve) => (releaseFirst = resolve));
    const read: string[] = [];
    const reader = {
      read: jest.fn(async (path: string) => {
        read.push(path);
        if (read.length === 1) await firstRead;
        throw new DomainError('VALIDATION_ERROR', 'No text could be found');
      }),
    };
    const useCase = new AnalyzeUploadedCvUseCase({ findForCv: jest.fn(async () => undefined) } as unknown as AssessmentsRepository, reader as unknown as CvReader, recorder as unknown as AssessmentRecorder, {} as CompleteAssessmentUseCase);
    const upload = (n: number) =>
      createEvent('cv.uploaded', { userId, uploadId: randomUUID(), path: `${userId}/${n}_cv.txt`, fileName: 'cv.txt', contentType: 'text/plain', sizeBytes: 10, uploadedAt: new Date().toISOString() }, { correlationId: randomUUID() });

    const first = useCase.execute(upload(1));
    await new Promise((r) => setImmediate(r)); // the first is being read
    const waiting = [2, 3, 4].map((n) => useCase.execute(upload(n)));
    // The second and third are superseded by the fourth and settle while the first is still read.
    await Promise.all(waiting.slice(0, 2));
    expect(recorder.fail.mock.calls.filter(([, message]) => message === SUPERSEDED_MESSAGE).map(([row, , options]) => [row.cvPath, options])).toEqual([
      [`${userId}/2_cv.txt`, { superseded: true }],
      [`${userId}/3_cv.txt`, { superseded: true }],
    ]);
    expect(read).toEqual([`${userId}/1_cv.txt`]);
    releaseFirst();
    await Promise.all([first, waiting[2]]);
    // The newest is read after the first, in order.
    expect(read).toEqual([`${userId}/1_cv.txt`, `${userId}/4_cv.txt`]);
  });
});


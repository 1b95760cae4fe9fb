import { describe, expect, it } from '@jest/globals';
import { createEvent, eventSchemas, type EventData, type EventSubject } from '@ecp/contracts';
import { CvFlowState } from './assessment.types.js';
import { toFlowEvent } from './cv-flow.hub.js';

const userId = '6f1d1c52-8d0e-4a51-9a0f-4a3c8c0b7d11';
const uploadId = '0b7f3a2e-5c55-4a9c-8f6e-1d2b3c4d5e6f';
const assessmentId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';

/** An event as a watcher receives it: parsed by its schema (old messages without uploadId get null). */
function received<S extends 'cv.uploaded' | 'cv.analysis.started' | 'cv.analysis.completed' | 'cv.analysis.failed' | 'skills.imported'>(subject: S, data: Record<string, unknown>) {
  const parsed = eventSchemas[subject as EventSubject].schema.parse(data) as EventData<S>;
  return createEvent(subject, parsed, { correlationId: 'c' });
}

describe('CV flow events from the bus', () => {
  it('carries the upload id on every step; completion is the assessment service\'s cv.analysis.completed', () => {
    const now = new Date().toISOString();
    const steps = [
      received('cv.uploaded', { userId, uploadId, path: `${userId}/1_cv.pdf`, fileName: 'cv.pdf', contentType: 'application/pdf', sizeBytes: 10, uploadedAt: now }),
      received('cv.analysis.started', { userId, uploadId, assessmentId, assessmentType: 'cv_upload', fileName: 'cv.pdf', startedAt: now }),
      received('cv.analysis.completed', { userId, uploadId, assessmentId, skillCount: 0, skills: [], analyzer: 'built-in' }),
      received('cv.analysis.failed', { userId, uploadId, assessmentId, fileName: 'cv.pdf', message: 'Failed to analyze CV', failedAt: now }),
    ].map(toFlowEvent);
    expect(steps.map((step) => [step?.state, step?.uploadId])).toEqual([
      [CvFlowState.UPLOAD_COMPLETED, uploadId],
      [CvFlowState.ANALYSIS_STARTED, uploadId],
      [CvFlowState.ANALYSIS_COMPLETED, uploadId],
      [CvFlowState.ANALYSIS_FAILED, uploadId],
    ]);
    expect(steps[2]).toMatchObject({ assessmentId, fileName: null, message: null });
    expect(steps[3]).toMatchObject({ assessmentId, message: 'Failed to analyze CV' });
  });

  it('skills.imported only says the skills are on the profile; an old message without an upload id has none', () => {
    expect(toFlowEvent(received('skills.imported', { userId, assessmentId, added: ['SCADA'], totalSkills: 3 }))).toMatchObject({ state: CvFlowState.SKILLS_IMPORTED, uploadId: null, assessmentId });
    const old = received('cv.analysis.started', { userId, assessmentId, assessmentType: 'cv_upload', fileName: 'cv.pdf', startedAt: new Date().toISOString() });
    expect(toFlowEvent(old)).toMatchObject({ state: CvFlowState.ANALYSIS_STARTED, uploadId: null });
  });
});

import { Injectable } from '@nestjs/common';
import type { Assessment, AssessmentHistoryEntry, UploadAnalysis } from '@ecp/contracts';
import { AssessmentsRepository, toAssessment } from './assessments.repository.js';

/**
 * Reading a user's assessments (spec §7 latest and history). The flows that create them are use cases:
 * run, extract-linkedin-skills and cv.uploaded start a record, CompleteAssessmentUseCase completes it.
 */
@Injectable()
export class AssessmentsService {
  constructor(private readonly assessments: AssessmentsRepository) {}

  async latest(userId: string): Promise<Assessment | null> {
    const row = await this.assessments.latestCompleted(userId);
    return row ? toAssessment(row) : null;
  }

  /** Where the analysis of an upload stands; null while none has started (its cv.uploaded not yet handled). */
  async uploadAnalysis(userId: string, uploadId: string): Promise<UploadAnalysis | null> {
    const row = await this.assessments.findForUpload(userId, uploadId);
    if (!row) return null;
    return {
      assessmentId: row.id,
      status: row.status,
      failureMessage: row.failureMessage,
      fileName: row.input.fileName,
      updatedAt: (row.completedAt ?? row.createdAt).toISOString(),
    };
  }

  history(userId: string): Promise<AssessmentHistoryEntry[]> {
    return this.assessments.history(userId);
  }
}

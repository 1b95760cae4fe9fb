import { Injectable } from '@nestjs/common';
import type { Assessment, AssessmentHistoryEntry } from '@ecp/contracts';
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

  history(userId: string): Promise<AssessmentHistoryEntry[]> {
    return this.assessments.history(userId);
  }
}

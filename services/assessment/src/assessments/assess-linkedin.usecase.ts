import { Injectable } from '@nestjs/common';
import { DomainError, type Assessment } from '@ecp/contracts';
import { ANALYZE_FAILED } from './assessment-errors.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { CompleteAssessmentUseCase } from './complete-assessment.usecase.js';
import { SkillAnalysisService } from './skill-analysis.service.js';

export interface AssessLinkedinCommand {
  userId: string;
  linkedinData: { headline: string; experience: string };
}

/** Spec §7 extract-linkedin-skills: the professional-network headline and experience, assessed like a CV. */
@Injectable()
export class AssessLinkedinUseCase {
  constructor(
    private readonly recorder: AssessmentRecorder,
    private readonly complete: CompleteAssessmentUseCase,
    private readonly analysis: SkillAnalysisService,
  ) {}

  async execute({ userId, linkedinData }: AssessLinkedinCommand): Promise<Assessment> {
    const text = [linkedinData.headline.trim(), linkedinData.experience.trim() && `Experience\n${linkedinData.experience.trim()}`].filter(Boolean).join('\n\n');
    if (!text) throw new DomainError('VALIDATION_ERROR', ANALYZE_FAILED, { reason: 'No professional-network headline or experience to analyse' });
    const release = this.analysis.admit(userId, 'analysis');
    try {
      await this.recorder.assertRoomForTextRun(userId);
      const row = await this.recorder.start(userId, 'linkedin', { origin: 'linkedin', fileName: null, textLength: text.length, analyzers: ['built-in'] }, null);
      return await this.complete.execute(row, text);
    } finally {
      release();
    }
  }
}

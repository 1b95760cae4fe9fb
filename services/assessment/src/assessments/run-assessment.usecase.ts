import { Injectable } from '@nestjs/common';
import type { Assessment } from '@ecp/contracts';
import { requireCvText } from './assessment-errors.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { CompleteAssessmentUseCase } from './complete-assessment.usecase.js';
import { SkillAnalysisService } from './skill-analysis.service.js';

export interface RunAssessmentCommand {
  userId: string;
  cvText: string;
  assessmentType: string;
}

/** Spec §7 run-assessment: a CV's text, processing → completed; answers the completed record. */
@Injectable()
export class RunAssessmentUseCase {
  constructor(
    private readonly recorder: AssessmentRecorder,
    private readonly complete: CompleteAssessmentUseCase,
    private readonly analysis: SkillAnalysisService,
  ) {}

  async execute({ userId, cvText, assessmentType }: RunAssessmentCommand): Promise<Assessment> {
    requireCvText(cvText);
    const release = this.analysis.admit(userId, 'analysis');
    try {
      await this.recorder.assertRoomForTextRun(userId);
      const row = await this.recorder.start(userId, assessmentType, { origin: 'cv_text', fileName: null, textLength: cvText.length, analyzers: ['built-in'] }, null);
      return await this.complete.execute(row, cvText);
    } finally {
      release();
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type CvAnalysis } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { ANALYZE_FAILED, requireCvText } from './assessment-errors.js';
import { SkillAnalysisService } from './skill-analysis.service.js';

/** Spec §7 analyze-cv: skills from a CV's text; stores nothing. */
@Injectable()
export class AnalyzeCvUseCase {
  constructor(
    private readonly analysis: SkillAnalysisService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ userId, cvText }: { userId: string; cvText: string }): Promise<CvAnalysis> {
    requireCvText(cvText);
    const release = this.analysis.admit(userId, 'analysis');
    try {
      return await this.analysis.analyze(cvText, userId);
    } catch (error) {
      this.logger.error({ err: error }, 'analysis failed');
      throw new DomainError('SERVICE_ERROR', ANALYZE_FAILED);
    } finally {
      release();
    }
  }
}

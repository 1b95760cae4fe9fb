import { Inject, Injectable } from '@nestjs/common';
import { DomainError, SKILL_MATCHES_MAX, type RequestData, type ResponseOf } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { SkillAnalysisService } from './skill-analysis.service.js';

export const SUGGEST_FAILED = 'Failed to suggest skills';

/**
 * "Did you mean …" for a skill typed as free text in the skills editor: the ESCO concepts the built-in
 * analyzer's retriever and ranker map the text to, at most five, most confident first. Stores nothing.
 * The text arrives trimmed and 2–200 characters long (the contract's check at the bus edge).
 */
@Injectable()
export class SuggestSkillsUseCase {
  constructor(
    private readonly analysis: SkillAnalysisService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(request: RequestData<'assessment.suggest-skills'>): Promise<ResponseOf<'assessment.suggest-skills'>> {
    const release = this.analysis.admit(request.userId, 'lookup');
    try {
      return { suggestions: await this.analysis.escoMatches(request.text, SKILL_MATCHES_MAX, request.userId) };
    } catch (error) {
      this.logger.error({ err: error }, 'skill suggestions failed');
      throw new DomainError('SERVICE_ERROR', SUGGEST_FAILED);
    } finally {
      release();
    }
  }
}

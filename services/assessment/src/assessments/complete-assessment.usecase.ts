import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type Assessment } from '@ecp/contracts';
import { isConnectionLost } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { isWorkerPoolClosed, LOGGER } from '@ecp/runtime';
import { ANALYZE_FAILED } from './assessment-errors.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { AssessmentReporter } from './assessment-reporter.js';
import type { AssessmentRow } from './assessments.repository.js';
import { RefineAssessmentUseCase } from './refine-assessment.usecase.js';
import { SkillAnalysisService } from './skill-analysis.service.js';

export interface CompleteOptions {
  /**
   * The caller's work is retried after a throw (an event's redelivery) and resumes a processing record: then a lost
   * database connection, or the analyzer's worker pool closing under it (a shutdown), leaves the record processing and
   * rethrows the error as it came, rather than failing the analysis for an outage (recording the failure would most
   * likely be lost with the connection anyway).
   */
  resumable?: boolean;
}

/**
 * A processing assessment and its text → completed (spec §3–5): the built-in analysis, the market report,
 * the completion with its events; then the optional LLM refinement in the background. Any failure fails
 * the record (cv.analysis.failed) and answers the domain error, or SERVICE_ERROR 'Failed to analyze CV';
 * but see `CompleteOptions.resumable`.
 */
@Injectable()
export class CompleteAssessmentUseCase {
  constructor(
    private readonly analysis: SkillAnalysisService,
    private readonly reporter: AssessmentReporter,
    private readonly recorder: AssessmentRecorder,
    private readonly refine: RefineAssessmentUseCase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(row: AssessmentRow, text: string, note?: string, options: CompleteOptions = {}): Promise<Assessment> {
    try {
      const analysis = await this.analysis.analyze(text, row.userId);
      const report = await this.reporter.report(row.userId, analysis);
      const completed = await this.recorder.complete(row, report, analysis, text.length, note);
      this.refine.execute(completed, text, analysis);
      return completed;
    } catch (error) {
      if (options.resumable && isConnectionLost(error)) {
        this.logger.warn({ err: error, assessmentId: row.id }, 'database connection lost during the assessment; left processing for the retry to resume');
        throw error;
      }
      if (options.resumable && isWorkerPoolClosed(error)) {
        this.logger.warn({ assessmentId: row.id }, 'shutting down during the assessment; left processing for the retry to resume');
        throw error;
      }
      this.logger.error({ err: error, assessmentId: row.id }, 'assessment failed');
      await this.recorder.fail(row, ANALYZE_FAILED).catch((failError: unknown) => this.logger.error({ err: failError }, 'could not record the failure'));
      throw error instanceof DomainError && error.code !== 'REPOSITORY_ERROR' ? error : new DomainError('SERVICE_ERROR', ANALYZE_FAILED);
    }
  }
}

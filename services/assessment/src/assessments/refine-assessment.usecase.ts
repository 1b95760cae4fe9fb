import { Inject, Injectable } from '@nestjs/common';
import type { Assessment, CvAnalysis } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import type { CvSkillAnalyzer } from '../llm/llm-analyzer.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { AssessmentReporter } from './assessment-reporter.js';
import { LLM_ANALYZER } from './tokens.js';

/**
 * When an LLM is configured, it reads the CV after the built-in result is committed; only the skills it adds
 * (grounded in the taxonomy and the CV's text by the analyzer) are folded into the completed assessment. It
 * runs in the background; any failure leaves the built-in result as it is.
 */
@Injectable()
export class RefineAssessmentUseCase {
  /** Refinements in flight (awaited on shutdown and by tests). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(LLM_ANALYZER) private readonly llm: CvSkillAnalyzer | null,
    private readonly reporter: AssessmentReporter,
    private readonly recorder: AssessmentRecorder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts the refinement in the background; nothing without an LLM. */
  execute(assessment: Assessment, text: string, analysis: CvAnalysis): void {
    if (!this.llm) return;
    const work = this.refine(this.llm, assessment, text, analysis);
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  /** Waits for background refinements, so they commit before the database closes. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private async refine(llm: CvSkillAnalyzer, assessment: Assessment, text: string, analysis: CvAnalysis): Promise<void> {
    try {
      const known = new Set(analysis.skills.map((skill) => skill.name.toLowerCase()));
      const added = (await llm.analyze(text)).filter((skill) => !known.has(skill.name.toLowerCase()));
      if (added.length === 0) return;
      const merged: CvAnalysis = { ...analysis, skills: [...analysis.skills, ...added] };
      await this.recorder.refine(assessment, await this.reporter.report(assessment.userId, merged), added);
    } catch (error) {
      this.logger.warn({ err: error, assessmentId: assessment.id }, 'LLM analysis failed; the built-in result stands');
    }
  }
}

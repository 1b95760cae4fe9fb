import { Inject, Injectable } from '@nestjs/common';
import type { Assessment, CvAnalysis } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { keyStrengths } from '../analysis/key-strengths.js';
import type { CvSkillAnalyzer } from '../llm/llm-analyzer.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { AssessmentReporter } from './assessment-reporter.js';
import { SkillAnalysisService } from './skill-analysis.service.js';
import { LLM_ANALYZER } from './tokens.js';

/** How many of stage 1's ranked candidates the LLM re-ranks (at least every skill the built-in analyzer kept). */
export const RERANKED_CANDIDATES = 60;

/**
 * Refinements under way at once (each a paid call to the LLM, in the background of an answer already given): one a
 * person, REFINEMENTS_AT_ONCE in all. Past either, the assessment keeps its built-in result, so a loop of
 * runAssessment cannot run up calls or connections.
 */
export const REFINEMENTS_AT_ONCE = 4;

const key = (name: string) => name.trim().toLowerCase();

/**
 * When an LLM is configured, it re-ranks the built-in analyzer's stage-1 candidates after the built-in result is
 * committed: the refined assessment's skills are the candidates it accepts, in its order (built-in skills it
 * rejects are dropped, candidates the built-in analyzer did not keep it accepts are added). Grounding keeps only ids
 * from the list, so every skill is a taxonomy concept with its CV line. It runs in the background; any failure,
 * and an answer that accepts nothing, leaves the built-in result as it is.
 */
@Injectable()
export class RefineAssessmentUseCase {
  /** Refinements in flight (awaited on shutdown and by tests). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(LLM_ANALYZER) private readonly llm: CvSkillAnalyzer | null,
    private readonly analysis: SkillAnalysisService,
    private readonly reporter: AssessmentReporter,
    private readonly recorder: AssessmentRecorder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts the refinement in the background; nothing without an LLM. */
  execute(assessment: Assessment, text: string, analysis: CvAnalysis): void {
    if (!this.llm) return;
    const { userId } = assessment;
    if (this.refining.has(userId) || this.running.size >= REFINEMENTS_AT_ONCE) {
      this.logger.info({ assessmentId: assessment.id, underWay: this.running.size, ofThisPerson: this.refining.has(userId) }, 'LLM refinement skipped: enough under way; the built-in result stands');
      return;
    }
    this.refining.add(userId);
    const work = this.refine(this.llm, assessment, text, analysis);
    this.running.add(work);
    void work.finally(() => {
      this.running.delete(work);
      this.refining.delete(userId);
    });
  }

  /** The people whose refinement is under way. */
  private readonly refining = new Set<string>();

  /** Waits for background refinements, so they commit before the database closes. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private async refine(llm: CvSkillAnalyzer, assessment: Assessment, text: string, analysis: CvAnalysis): Promise<void> {
    try {
      const candidates = await this.analysis.candidates(text, Math.max(RERANKED_CANDIDATES, analysis.skills.length), assessment.userId);
      if (candidates.length === 0) return;
      const ranked = await llm.rerank(text, candidates);
      if (ranked.length === 0) {
        if (analysis.skills.length > 0) this.logger.warn({ assessmentId: assessment.id }, 'LLM analysis accepted no candidate; the built-in result stands');
        return;
      }
      const unchanged = ranked.length === analysis.skills.length
        && ranked.every((skill, i) => key(skill.name) === key(analysis.skills[i]!.name) && skill.proficiency === analysis.skills[i]!.proficiency);
      if (unchanged) return;
      const builtIn = new Set(analysis.skills.map((skill) => key(skill.name)));
      const added = ranked.filter((skill) => !builtIn.has(key(skill.name)));
      const refined: CvAnalysis = { ...analysis, skills: ranked, keyStrengths: keyStrengths(ranked) };
      await this.recorder.refine(assessment, await this.reporter.report(assessment.userId, refined), added);
    } catch (error) {
      this.logger.warn({ err: error, assessmentId: assessment.id }, 'LLM analysis failed; the built-in result stands');
    }
  }
}

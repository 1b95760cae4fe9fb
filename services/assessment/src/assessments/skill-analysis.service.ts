import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CvAnalysis, SkillMatch } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { createBuiltInAnalyzer, isEscoUri } from '../analysis/built-in-analyzer.js';
import type { SkillAnalyzer } from '../analysis/skill-analyzer.js';
import type { SkillCandidate } from '../llm/llm-analyzer.js';

/**
 * The built-in analyzer behind the assessment use cases. Its index over the taxonomy takes about two
 * seconds to build, so it starts building when the service starts and every analysis awaits the same one.
 */
@Injectable()
export class SkillAnalysisService implements OnModuleInit {
  private analyzer?: Promise<SkillAnalyzer>;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  onModuleInit(): void {
    void this.builtIn().catch((error: unknown) => this.logger.error({ err: error }, 'could not build the skill analyzer'));
  }

  /** Skills (each with its evidence line), current position, years and key strengths. */
  async analyze(text: string): Promise<CvAnalysis> {
    const result = (await this.builtIn()).analyze(text);
    return {
      skills: result.skills.map(({ name, escoUri, proficiency, evidence }) => ({ name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence })),
      currentPosition: result.currentPosition,
      yearsOfExperience: result.yearsOfExperience,
      keyStrengths: result.keyStrengths,
    };
  }

  /**
   * The ESCO concepts free text most likely names, most confident first: the analyzer's ranked candidates
   * (below its threshold too) with O*NET tools left out.
   */
  async escoMatches(text: string, limit: number): Promise<SkillMatch[]> {
    return (await this.builtIn())
      .candidates(text)
      .filter((candidate) => isEscoUri(candidate.escoUri))
      .slice(0, limit)
      .map(({ name, escoUri, confidence }) => ({ name, escoUri, confidence }));
  }

  /**
   * Stage 1's candidates ranked by the built-in ranker, below its threshold too (up to `limit`), each with its
   * evidence line and confidence: what the optional LLM analyzer re-ranks.
   */
  async candidates(text: string, limit: number): Promise<SkillCandidate[]> {
    return (await this.builtIn()).candidates(text, limit).map(({ name, escoUri, proficiency, evidence, confidence }) => ({
      name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence, confidence,
    }));
  }

  private builtIn(): Promise<SkillAnalyzer> {
    this.analyzer ??= createBuiltInAnalyzer().catch((error: unknown) => {
      this.analyzer = undefined;
      throw error;
    });
    return this.analyzer;
  }
}

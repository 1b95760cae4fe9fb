import { describe, expect, it } from '@jest/globals';
import type { Assessment, CvAnalysis } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import type { CvSkillAnalyzer } from '../llm/llm-analyzer.js';
import type { AssessmentRecorder } from './assessment-recorder.js';
import type { AssessmentReporter } from './assessment-reporter.js';
import { REFINEMENTS_AT_ONCE, RefineAssessmentUseCase } from './refine-assessment.usecase.js';
import type { SkillAnalysisService } from './skill-analysis.service.js';

const analysis: CvAnalysis = { skills: [], currentPosition: null, yearsOfExperience: 0, keyStrengths: [] };
const assessmentOf = (userId: string, id: string) => ({ id, userId }) as Assessment;

/** The LLM refinement's bounds: one under way a person, REFINEMENTS_AT_ONCE in all; past them the built-in result stands. */
describe('RefineAssessmentUseCase', () => {
  it('runs one refinement a person and REFINEMENTS_AT_ONCE in all; more are skipped, and a finished one frees its place', async () => {
    const calls: string[] = [];
    const answers: (() => void)[] = [];
    // An LLM that answers only when told: refinements stay under way.
    const llm: CvSkillAnalyzer = {
      rerank: (text) => {
        calls.push(text);
        return new Promise((resolve) => answers.push(() => resolve([])));
      },
    };
    const candidates = { candidates: async () => [{ name: 'SCADA', escoUri: null, proficiency: 'intermediate', evidence: 'SCADA', confidence: 0.9 }] } as unknown as SkillAnalysisService;
    const refine = new RefineAssessmentUseCase(llm, candidates, {} as AssessmentReporter, {} as AssessmentRecorder, createLogger('assessment-test'));
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    refine.execute(assessmentOf('flood', 'a1'), 'flood 1', analysis);
    refine.execute(assessmentOf('flood', 'a2'), 'flood 2', analysis);
    refine.execute(assessmentOf('flood', 'a3'), 'flood 3', analysis);
    await settle();
    expect(calls).toEqual(['flood 1']);

    for (let i = 0; i < REFINEMENTS_AT_ONCE + 2; i += 1) refine.execute(assessmentOf(`user-${i}`, `b${i}`), `user ${i}`, analysis);
    await settle();
    expect(calls).toHaveLength(REFINEMENTS_AT_ONCE);

    for (const answer of answers.splice(0)) answer();
    await refine.settled();
    refine.execute(assessmentOf('flood', 'a4'), 'flood 4', analysis);
    await settle();
    expect(calls.at(-1)).toBe('flood 4');
    for (const answer of answers.splice(0)) answer();
    await refine.settled();
  });
});

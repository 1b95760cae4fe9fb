import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { DomainError, FAILURE_MESSAGES, linkedinDataSchema, type Assessment as AssessmentRecord } from '@ecp/contracts';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { SessionCheck } from '../auth/session-check.js';
import { Assessment, AssessmentHistoryEntry, AssessmentStatus, CvAnalysis, CvFlowEvent, CvFlowState, SkillMatch } from './assessment.types.js';
import { CvFlowHub } from './cv-flow.hub.js';

/** An assessment's status as the CV flow's analysis step. */
const ANALYSIS_STEP = {
  processing: CvFlowState.ANALYSIS_STARTED,
  completed: CvFlowState.ANALYSIS_COMPLETED,
  failed: CvFlowState.ANALYSIS_FAILED,
} as const satisfies Record<AssessmentRecord['status'], CvFlowState>;

const toAssessment = <T extends Pick<AssessmentRecord, 'status' | 'createdAt' | 'completedAt'>>(record: T) => ({
  ...record,
  status: record.status as AssessmentStatus,
  createdAt: new Date(record.createdAt),
  completedAt: record.completedAt ? new Date(record.completedAt) : null,
});

// Analysis of a long CV plus the market lookups can take longer than the default 5 s request budget.
const ANALYSIS_TIMEOUT_MS = 30_000;

/** CV analysis and career assessments of the signed-in user (the assessment service's API). */
@Resolver(() => Assessment)
@UseGuards(GqlAuthGuard)
export class AssessmentResolver {
  constructor(
    private readonly services: ServiceClient,
    private readonly flow: CvFlowHub,
    private readonly sessions: SessionCheck,
  ) {}

  @Query(() => Assessment, { nullable: true, description: 'The latest completed assessment.' })
  async latestAssessment(@CurrentUser() user: AuthenticatedUser): Promise<Assessment | null> {
    const { assessment } = await this.services.request('assessment.latest', { userId: user.userId }, user);
    return assessment ? toAssessment(assessment) : null;
  }

  @Query(() => [AssessmentHistoryEntry], { description: 'Completed assessments, newest first, each with its change against the one before.' })
  async assessmentHistory(@CurrentUser() user: AuthenticatedUser): Promise<AssessmentHistoryEntry[]> {
    const { entries } = await this.services.request('assessment.history', { userId: user.userId }, user);
    return entries.map((entry) => ({ ...entry, assessment: toAssessment(entry.assessment) }));
  }

  @Query(() => CvFlowEvent, {
    nullable: true,
    description:
      "The latest analysis step of one upload (POST /api/profile/cv's uploadId), as cvFlow pushed it; null while its analysis has not started. For a client whose live flow may have missed the step (a socket reconnecting).",
  })
  async cvUploadAnalysis(@CurrentUser() user: AuthenticatedUser, @Args('uploadId', { type: () => ID }) uploadId: string): Promise<CvFlowEvent | null> {
    const { analysis } = await this.services.request('assessment.upload-analysis', { userId: user.userId, uploadId }, user);
    if (!analysis) return null;
    return {
      state: ANALYSIS_STEP[analysis.status],
      uploadId,
      assessmentId: analysis.assessmentId,
      fileName: analysis.fileName,
      message: analysis.failureMessage,
      occurredAt: new Date(analysis.updatedAt),
    };
  }

  @Query(() => [SkillMatch], {
    description: '"Did you mean …" for a skill typed as free text (2–200 characters once trimmed): up to 5 ESCO concepts, most confident first.',
  })
  async skillMatches(@CurrentUser() user: AuthenticatedUser, @Args('text') text: string): Promise<SkillMatch[]> {
    return (await this.services.request('assessment.suggest-skills', { userId: user.userId, text }, user, { timeoutMs: ANALYSIS_TIMEOUT_MS })).suggestions;
  }

  @Mutation(() => CvAnalysis, { description: 'Spec analyze-cv: skills, position, years and strengths from CV text; stores nothing.' })
  analyzeCv(@CurrentUser() user: AuthenticatedUser, @Args('cvText') cvText: string): Promise<CvAnalysis> {
    return this.services.request('assessment.analyze-cv', { userId: user.userId, cvText }, user, { timeoutMs: ANALYSIS_TIMEOUT_MS });
  }

  @Mutation(() => Assessment, { description: 'Spec run-assessment: assesses CV text; the skills found are added to the profile.' })
  async runAssessment(
    @CurrentUser() user: AuthenticatedUser,
    @Args('cvText') cvText: string,
    @Args('assessmentType', { defaultValue: 'manual' }) assessmentType: string,
  ): Promise<Assessment> {
    return toAssessment(await this.services.request('assessment.run', { userId: user.userId, cvText, assessmentType }, user, { timeoutMs: ANALYSIS_TIMEOUT_MS }));
  }

  @Mutation(() => Assessment, {
    description: 'Spec extract-linkedin-skills: assesses the headline and experience kept from the professional-network sign-in.',
  })
  async extractLinkedinSkills(@CurrentUser() user: AuthenticatedUser): Promise<Assessment> {
    const account = await this.services.request('identity.get-user', { userId: user.userId }, user);
    const parsed = linkedinDataSchema.safeParse(account.metadata.linkedin ?? {});
    if (!parsed.success || !(parsed.data.headline.trim() || parsed.data.experience.trim())) {
      throw new DomainError('VALIDATION_ERROR', FAILURE_MESSAGES.analyzeCv, { reason: 'No professional-network data to analyse' });
    }
    return toAssessment(
      await this.services.request('assessment.extract-linkedin-skills', { userId: user.userId, linkedinData: parsed.data }, user, { timeoutMs: ANALYSIS_TIMEOUT_MS }),
    );
  }

  @Subscription(() => CvFlowEvent, {
    description: 'The CV flow of the signed-in user, live: upload and analysis started, completed or failed.',
    // The stream yields the events themselves, not { cvFlow: event } payloads.
    resolve: (event: CvFlowEvent) => event,
  })
  cvFlow(@CurrentUser() user: AuthenticatedUser): AsyncIterableIterator<CvFlowEvent> {
    return this.flow.stream(user.userId, this.sessions.streamGrant(user));
  }
}

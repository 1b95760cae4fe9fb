import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type Assessment, type AssessmentHistoryEntry, type CvAnalysis, type TypedEvent } from '@ecp/contracts';
import { isUniqueViolation } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import type { MessageBus } from '@ecp/messaging';
import { EventOutbox, LOGGER, MESSAGE_BUS } from '@ecp/runtime';
import type { MarketQuery, MarketSnapshot } from '../market/market-data.js';
import type { CvSkillAnalyzer } from '../llm/llm-analyzer.js';
import { buildAssessmentReport, skillChanges } from './assessment-report.js';
import { AssessmentsRepository, toAssessment, type AssessmentRow } from './assessments.repository.js';
import { CvReader } from './cv-reader.js';
import { SkillAnalysisService } from './skill-analysis.service.js';
import { LLM_ANALYZER, MARKET_DATA } from './tokens.js';

/** What the use cases need of the market: one merged snapshot per query (MarketDataRegistry). */
export interface MarketData {
  snapshot(query: MarketQuery): Promise<MarketSnapshot>;
}

const ANALYZE_FAILED = 'Failed to analyze CV';
const READ_FAILED = 'Failed to read file';

/**
 * CV → explained assessment (spec §3–5, §7). Every run creates a processing record (cv.analysis.started),
 * analyses the text with the built-in analyzer, asks the market-data registry, and completes the record
 * with its history snapshot in one transaction with cv.analysis.completed and assessment.completed; the
 * skills service stores the skills from cv.analysis.completed. When an LLM is configured it runs after
 * the built-in result is committed and only adds skills it can ground in the taxonomy and the CV's text.
 */
@Injectable()
export class AssessmentsService {
  /** Background LLM refinements in flight (awaited on shutdown and by tests). */
  readonly refinements = new Set<Promise<void>>();

  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly analysis: SkillAnalysisService,
    private readonly cvReader: CvReader,
    private readonly outbox: EventOutbox,
    @Inject(MARKET_DATA) private readonly market: MarketData,
    @Inject(LLM_ANALYZER) private readonly llm: CvSkillAnalyzer | null,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Spec §7 analyze-cv: skills from text; stores nothing. */
  async analyzeCv(cvText: string): Promise<CvAnalysis> {
    requireText(cvText);
    try {
      return await this.analysis.analyze(cvText);
    } catch (error) {
      this.logger.error({ err: error }, 'analysis failed');
      throw new DomainError('SERVICE_ERROR', ANALYZE_FAILED);
    }
  }

  /** Spec §7 run-assessment: processing → completed; answers the completed record. */
  async run(userId: string, cvText: string, assessmentType: string): Promise<Assessment> {
    requireText(cvText);
    const row = await this.start(userId, assessmentType, { origin: 'cv_text', fileName: null, textLength: cvText.length, analyzers: ['built-in'] }, null);
    return this.finish(row, cvText);
  }

  /** Spec §7 extract-linkedin-skills: the professional-network headline and experience, assessed like a CV. */
  async assessLinkedin(userId: string, linkedinData: { headline: string; experience: string }): Promise<Assessment> {
    const text = [linkedinData.headline.trim(), linkedinData.experience.trim() && `Experience\n${linkedinData.experience.trim()}`].filter(Boolean).join('\n\n');
    if (!text) throw new DomainError('VALIDATION_ERROR', ANALYZE_FAILED, { reason: 'No professional-network headline or experience to analyse' });
    const row = await this.start(userId, 'linkedin', { origin: 'linkedin', fileName: null, textLength: text.length, analyzers: ['built-in'] }, null);
    return this.finish(row, text);
  }

  /**
   * cv.uploaded → analysis of the stored file. At most one assessment per stored CV: a redelivery finds
   * it by path and does nothing once it has settled. A file that cannot be read as a CV fails the
   * assessment with the reason (cv.analysis.failed); storage being down throws, so the event is redelivered.
   */
  async onCvUploaded(event: TypedEvent<'cv.uploaded'>): Promise<void> {
    const { userId, path, fileName } = event.data;
    let row = await this.assessments.findForCv(userId, path);
    if (row && row.status !== 'processing') return;
    if (!row) {
      try {
        row = await this.start(userId, 'cv_upload', { origin: 'cv_upload', fileName, textLength: 0, analyzers: ['built-in'] }, path, event.id);
      } catch (error) {
        if (isUniqueViolation(error, 'cv_assessments_user_cv_unique')) return;
        throw error;
      }
    }
    let text: string;
    try {
      text = await this.cvReader.read(path, fileName);
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND')) {
        await this.fail(row, error.code === 'NOT_FOUND' ? READ_FAILED : error.message);
        return;
      }
      throw error;
    }
    try {
      await this.finish(row, text);
    } catch (error) {
      // finish() has already failed the record; a redelivery would find it settled.
      if (!(error instanceof DomainError)) throw error;
    }
  }

  async latest(userId: string): Promise<Assessment | null> {
    const row = await this.assessments.latestCompleted(userId);
    return row ? toAssessment(row) : null;
  }

  history(userId: string): Promise<AssessmentHistoryEntry[]> {
    return this.assessments.history(userId);
  }

  /** Waits for background LLM refinements (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.refinements.size) await Promise.allSettled([...this.refinements]);
  }

  private start(userId: string, assessmentType: string, input: AssessmentRow['input'], cvPath: string | null, causationId?: string): Promise<AssessmentRow> {
    return this.outbox.transaction(async (tx, emit) => {
      const row = await this.assessments.createProcessing(tx, { userId, assessmentType, input, cvPath });
      await emit('cv.analysis.started', { userId, assessmentId: row.id, assessmentType, fileName: input.fileName, startedAt: row.createdAt.toISOString() });
      return row;
    }, causationId);
  }

  private async finish(row: AssessmentRow, text: string): Promise<Assessment> {
    let completed: Assessment;
    let analysis: CvAnalysis;
    let held: string[];
    try {
      analysis = await this.analysis.analyze(text);
      held = await this.heldSkills(row.userId);
      const report = buildAssessmentReport(analysis, await this.market.snapshot(marketQuery(analysis)), held);
      completed = await this.outbox.transaction(async (tx, emit) => {
        const previous = await this.assessments.latestCompleted(row.userId, tx);
        const done = await this.assessments.complete(tx, row.id, report, { ...row.input, textLength: text.length });
        if (!done) throw new DomainError('CONFLICT', 'Failed to complete assessment', { reason: 'The assessment is no longer processing' });
        const changes = skillChanges(previous?.skillsExtracted ?? [], done.skillsExtracted);
        await this.assessments.addHistory(tx, done.userId, done.id, {
          previousAssessmentId: previous?.id ?? null,
          previousScore: previous?.marketAlignmentScore ?? null,
          scoreChange: previous ? done.marketAlignmentScore - previous.marketAlignmentScore : null,
          ...changes,
          marketAlignmentScore: done.marketAlignmentScore,
          skillsExtracted: done.skillsExtracted,
          assessmentType: done.assessmentType,
          input: done.input,
        });
        await emit('cv.analysis.completed', {
          userId: done.userId,
          assessmentId: done.id,
          skillCount: analysis.skills.length,
          skills: analysis.skills.map(({ name, proficiency, escoUri }) => ({ name, proficiency, escoUri })),
          analyzer: 'built-in',
        });
        await emit('assessment.completed', {
          userId: done.userId,
          assessmentId: done.id,
          assessmentType: done.assessmentType,
          marketAlignmentScore: done.marketAlignmentScore,
          skillCount: done.skillsExtracted.length,
          completedAt: done.completedAt!.toISOString(),
        });
        return toAssessment(done);
      });
    } catch (error) {
      this.logger.error({ err: error, assessmentId: row.id }, 'assessment failed');
      await this.fail(row, ANALYZE_FAILED).catch((failError: unknown) => this.logger.error({ err: failError }, 'could not record the failure'));
      throw error instanceof DomainError && error.code !== 'REPOSITORY_ERROR' ? error : new DomainError('SERVICE_ERROR', ANALYZE_FAILED);
    }
    if (this.llm) this.track(this.refineWithLlm(this.llm, completed, text, analysis, held));
    return completed;
  }

  private async fail(row: AssessmentRow, message: string): Promise<void> {
    await this.outbox.transaction(async (tx, emit) => {
      const failed = await this.assessments.fail(tx, row.id, message);
      if (!failed) return;
      await emit('cv.analysis.failed', { userId: row.userId, assessmentId: row.id, fileName: row.input.fileName, message, failedAt: failed.completedAt!.toISOString() });
    });
  }

  /**
   * The LLM's extra skills, grounded in the taxonomy and the CV text, folded into the completed
   * assessment (scores recomputed, history snapshot updated) with a cv.analysis.completed from the
   * 'llm' analyzer carrying only the added skills. Any failure leaves the built-in result as it is.
   */
  private async refineWithLlm(llm: CvSkillAnalyzer, assessment: Assessment, text: string, analysis: CvAnalysis, held: string[]): Promise<void> {
    try {
      const known = new Set(analysis.skills.map((skill) => skill.name.toLowerCase()));
      const added = (await llm.analyze(text)).filter((skill) => !known.has(skill.name.toLowerCase()));
      if (added.length === 0) return;
      const merged: CvAnalysis = { ...analysis, skills: [...analysis.skills, ...added] };
      const report = buildAssessmentReport(merged, await this.market.snapshot(marketQuery(merged)), held);
      await this.outbox.transaction(async (tx, emit) => {
        const refined = await this.assessments.refine(tx, assessment.id, report, { ...assessment.input, analyzers: ['built-in', 'llm'] });
        if (!refined) return;
        const snapshot = await this.assessments.historySnapshot(tx, refined.id);
        if (snapshot) {
          await this.assessments.addHistory(tx, refined.userId, refined.id, {
            ...snapshot,
            scoreChange: snapshot.previousScore === null ? null : refined.marketAlignmentScore - snapshot.previousScore,
            addedSkills: [...snapshot.addedSkills, ...added.map((skill) => skill.name)],
            marketAlignmentScore: refined.marketAlignmentScore,
            skillsExtracted: refined.skillsExtracted,
            input: refined.input,
          });
        }
        await emit('cv.analysis.completed', {
          userId: refined.userId,
          assessmentId: refined.id,
          skillCount: added.length,
          skills: added.map(({ name, proficiency, escoUri }) => ({ name, proficiency, escoUri })),
          analyzer: 'llm',
        });
      });
    } catch (error) {
      this.logger.warn({ err: error, assessmentId: assessment.id }, 'LLM analysis failed; the built-in result stands');
    }
  }

  /** The skills already on the user's profile, so a gap is never one they hold; without the skills service, none. */
  private async heldSkills(userId: string): Promise<string[]> {
    try {
      return (await this.bus.request('skills.list-user-skills', { userId }, { timeoutMs: 2_000 })).skills.map((skill) => skill.skillName);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not read the user skills; gaps count only the analysed ones');
      return [];
    }
  }

  private track(work: Promise<void>): void {
    this.refinements.add(work);
    void work.finally(() => this.refinements.delete(work));
  }
}

function requireText(cvText: string): void {
  if (!cvText.trim()) throw new DomainError('VALIDATION_ERROR', ANALYZE_FAILED, { reason: 'The CV text is empty' });
}

const marketQuery = (analysis: CvAnalysis): MarketQuery => ({ skills: analysis.skills.map(({ name, escoUri }) => ({ name, escoUri })) });

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, FAILURE_MESSAGES, waitInMinutes, type Assessment, type CvAnalysis } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { skillChanges, type AssessmentReport } from './assessment-report.js';
import { AssessmentsRepository, toAssessment, type AssessmentRow } from './assessments.repository.js';

const HOUR_MS = 3_600_000;
/** Assessments of text one person may run in an hour (each is stored and kept in their history). */
export const TEXT_RUNS_PER_HOUR = 30;
export const tooManyRunsMessage = (retryAfterSeconds: number) =>
  `You have run too many assessments in the last hour. Please try again in ${waitInMinutes(retryAfterSeconds)}.`;

/**
 * The state changes of an assessment, each in one transaction with its events (spec §4): processing
 * (cv.analysis.started) → completed with its history snapshot (cv.analysis.completed, assessment.completed)
 * or failed (cv.analysis.failed); a completed one may later be refined by the LLM analyzer.
 */
@Injectable()
export class AssessmentRecorder {
  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly outbox: EventOutbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Refuses (RATE_LIMITED) a run on text (runAssessment, the LinkedIn assessment) past TEXT_RUNS_PER_HOUR in the
   * person's last hour: each run stores an assessment, and the history keeps them all. Uploads have their own limit.
   */
  async assertRoomForTextRun(userId: string, now = new Date()): Promise<void> {
    const { runs, earliest } = await this.assessments.textRunsSince(userId, new Date(now.getTime() - HOUR_MS));
    if (runs < TEXT_RUNS_PER_HOUR) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((earliest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
    throw new DomainError('RATE_LIMITED', tooManyRunsMessage(retryAfterSeconds), { retryAfterSeconds });
  }

  /** Whether the person was erased here: an upload of theirs that arrives afterwards is not analysed (nor recorded). */
  isErased(userId: string): Promise<boolean> {
    return this.outbox.isErased(userId);
  }

  /**
   * A processing record; for a stored CV a second one is a CONFLICT (see AssessmentsRepository.createProcessing).
   * `upload` is the stored CV and the upload it came from (cv.uploaded); its uploadId goes on every cv.analysis.* event.
   */
  start(userId: string, assessmentType: string, input: AssessmentRow['input'], upload: { cvPath: string; uploadId: string | null; uploadedAt: Date } | null, causationId?: string): Promise<AssessmentRow> {
    // An upload is analysed outside the event's transaction: checked again here, under the person's lock, so an erasure
    // that ran meanwhile is seen, and one that starts now waits for this record and erases it.
    const erased = () => new DomainError('CONFLICT', FAILURE_MESSAGES.createAssessmentRecord, { reason: 'The person was erased' });
    return this.outbox.transactionAbout(userId, erased, async (tx, emit) => {
      const row = await this.assessments.createProcessing(tx, { userId, assessmentType, input, cvPath: upload?.cvPath ?? null, uploadId: upload?.uploadId ?? null, inputAt: upload?.uploadedAt ?? new Date() });
      await emit('cv.analysis.started', { userId, assessmentId: row.id, uploadId: row.uploadId, assessmentType, fileName: input.fileName, startedAt: row.createdAt.toISOString() });
      return row;
    }, causationId);
  }

  /** processing → completed with the report, its history snapshot (the change against the previous one) and the events. */
  complete(row: AssessmentRow, report: AssessmentReport, analysis: CvAnalysis, textLength: number, note?: string): Promise<Assessment> {
    return this.outbox.transaction(async (tx, emit) => {
      // Under the person's lock: an erasure waits for the completion and its history entry, or has already removed
      // the processing record, so the completion finds nothing to complete (CONFLICT).
      await this.outbox.lockPerson(tx, row.userId);
      const previous = await this.assessments.latestCompleted(row.userId, tx);
      const done = await this.assessments.complete(tx, row.id, report, { ...row.input, textLength, ...(note ? { note } : {}) });
      if (!done) throw new DomainError('CONFLICT', FAILURE_MESSAGES.completeAssessment, { reason: 'The assessment is no longer processing' });
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
        uploadId: done.uploadId,
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
  }

  /**
   * processing → failed with the user-facing message; nothing when it has already settled. `unreadable`: the uploaded
   * file could not be read as a CV, which the event says so that the profile goes back to the CV before it. `superseded`:
   * settled unread (a newer upload came first), so the profile never goes back to it.
   */
  async fail(row: AssessmentRow, message: string, { unreadable = false, superseded = false }: { unreadable?: boolean; superseded?: boolean } = {}): Promise<void> {
    const failed = await this.outbox.transaction(async (tx, emit) => {
      await this.outbox.lockPerson(tx, row.userId);
      const settled = await this.assessments.fail(tx, row.id, message);
      if (!settled) return false;
      await emit('cv.analysis.failed', { userId: row.userId, assessmentId: row.id, uploadId: row.uploadId, fileName: row.input.fileName, message, failedAt: settled.completedAt!.toISOString(), cvPath: row.cvPath, unreadable, superseded });
      return true;
    });
    // Every failed analysis at warn level, with the message the user sees.
    if (failed) this.logger.warn({ userId: row.userId, assessmentId: row.id, uploadId: row.uploadId, fileName: row.input.fileName, origin: row.input.origin, message }, 'CV analysis failed');
  }

  /**
   * A completed assessment's report replaced by the LLM's re-ranked one (history snapshot updated: its skills and
   * score, which the History tab compares with the entry below, and the change as of its completion), with a
   * cv.analysis.completed from the 'llm' analyzer carrying
   * only the `added` skills; nothing when it is no longer completed.
   */
  async refine(assessment: Assessment, report: AssessmentReport, added: CvAnalysis['skills']): Promise<void> {
    await this.outbox.transaction(async (tx, emit) => {
      // The person's lock first, as every write about them outside an event's handling: an erasure that deletes the
      // history before the assessments would otherwise meet this transaction's locks in the opposite order (deadlock).
      await this.outbox.lockPerson(tx, assessment.userId);
      const refined = await this.assessments.refine(tx, assessment.id, report, { ...assessment.input, analyzers: ['built-in', 'llm'] });
      if (!refined) return;
      const snapshot = await this.assessments.historySnapshot(tx, refined.id);
      if (snapshot) {
        // The previous assessment's skills, recovered from the built-in snapshot's change against them (none for a first one).
        const builtInAdded = new Set(snapshot.addedSkills.map((name) => name.trim().toLowerCase()));
        const previous = [...snapshot.skillsExtracted.filter((name) => !builtInAdded.has(name.trim().toLowerCase())), ...snapshot.removedSkills];
        await this.assessments.addHistory(tx, refined.userId, refined.id, {
          ...snapshot,
          scoreChange: snapshot.previousScore === null ? null : refined.marketAlignmentScore - snapshot.previousScore,
          ...skillChanges(previous, refined.skillsExtracted),
          marketAlignmentScore: refined.marketAlignmentScore,
          skillsExtracted: refined.skillsExtracted,
          input: refined.input,
        });
      }
      await emit('cv.analysis.completed', {
        userId: refined.userId,
        assessmentId: refined.id,
        uploadId: refined.uploadId,
        skillCount: added.length,
        skills: added.map(({ name, proficiency, escoUri }) => ({ name, proficiency, escoUri })),
        analyzer: 'llm',
      });
    });
  }
}

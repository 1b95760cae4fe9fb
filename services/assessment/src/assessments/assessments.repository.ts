import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES, type Assessment, type AssessmentHistoryEntry } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { assessmentHistory, cvAssessments, type HistorySnapshot } from '../db/schema/index.js';
import { skillChanges, type AssessmentReport } from './assessment-report.js';

export type AssessmentRow = typeof cvAssessments.$inferSelect;

/** Newest input first (the CV uploaded last, see inputAt), then the latest completed. */
const NEWEST_INPUT_FIRST = [desc(sql`coalesce(${cvAssessments.inputAt}, ${cvAssessments.createdAt})`), desc(cvAssessments.completedAt), desc(cvAssessments.createdAt)];

/** The message of the CONFLICT createProcessing answers when the stored CV already has its assessment. */
export const ASSESSMENT_EXISTS = 'The CV already has an assessment';

/**
 * What a completing write reads back: the record's own columns, not the report it has just written (some 40 KB of
 * JSON a CV, which PostgreSQL would serialise and the service parse again only to get back what it sent).
 */
const recordColumns = {
  id: cvAssessments.id,
  userId: cvAssessments.userId,
  assessmentType: cvAssessments.assessmentType,
  status: cvAssessments.status,
  failureMessage: cvAssessments.failureMessage,
  cvPath: cvAssessments.cvPath,
  uploadId: cvAssessments.uploadId,
  createdAt: cvAssessments.createdAt,
  inputAt: cvAssessments.inputAt,
  completedAt: cvAssessments.completedAt,
};

export function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    userId: row.userId,
    assessmentType: row.assessmentType,
    status: row.status,
    skillsExtracted: row.skillsExtracted,
    skills: row.skillDetails,
    currentPosition: row.currentPosition,
    yearsOfExperience: row.yearsOfExperience,
    keyStrengths: row.keyStrengths,
    marketAlignmentScore: row.marketAlignmentScore,
    industryTrends: row.industryTrends,
    skillGaps: row.skillGaps,
    recommendedSkills: row.recommendedSkills,
    marketSkills: row.marketSkills,
    futureJobMatches: row.futureJobMatches,
    dataSources: row.dataSources,
    input: row.input,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class AssessmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Spec §4: an assessment is processing at creation. A second one for the same stored CV is a
   * CONFLICT (`ASSESSMENT_EXISTS`): another delivery of its cv.uploaded got there first.
   */
  createProcessing(tx: AppTransaction, values: Pick<AssessmentRow, 'userId' | 'assessmentType' | 'input' | 'cvPath' | 'uploadId' | 'inputAt'>): Promise<AssessmentRow> {
    return withRepositoryErrors(FAILURE_MESSAGES.createAssessmentRecord, async () => (await tx.insert(cvAssessments).values(values).returning())[0]!, {
      constraint: 'cv_assessments_user_cv_unique',
      error: () => new DomainError('CONFLICT', ASSESSMENT_EXISTS),
    });
  }

  /** processing → completed with completed_at; null when it was not processing (already settled). */
  complete(tx: AppTransaction, id: string, report: AssessmentReport, input: AssessmentRow['input']): Promise<AssessmentRow | null> {
    const { skills, ...rest } = report;
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () => {
      const [row] = await tx
        .update(cvAssessments)
        .set({ ...rest, skillDetails: skills, input, status: 'completed', completedAt: new Date() })
        .where(and(eq(cvAssessments.id, id), eq(cvAssessments.status, 'processing')))
        .returning(recordColumns);
      return row ? { ...row, ...rest, skillDetails: skills, input } : null;
    });
  }

  /** Replaces a completed assessment's report (a later analyzer added skills); keeps completed_at. */
  refine(tx: AppTransaction, id: string, report: AssessmentReport, input: AssessmentRow['input']): Promise<AssessmentRow | null> {
    const { skills, ...rest } = report;
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () => {
      const [row] = await tx
        .update(cvAssessments)
        .set({ ...rest, skillDetails: skills, input })
        .where(and(eq(cvAssessments.id, id), eq(cvAssessments.status, 'completed')))
        .returning(recordColumns);
      return row ? { ...row, ...rest, skillDetails: skills, input } : null;
    });
  }

  fail(tx: AppTransaction, id: string, message: string): Promise<AssessmentRow | null> {
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () => {
      const [row] = await tx
        .update(cvAssessments)
        .set({ status: 'failed', failureMessage: message, completedAt: new Date() })
        .where(and(eq(cvAssessments.id, id), eq(cvAssessments.status, 'processing')))
        .returning();
      return row ?? null;
    });
  }

  /** Assessments still processing that were started before `cutoff`, oldest first (the stale sweeper's). */
  processingBefore(cutoff: Date, limit: number): Promise<AssessmentRow[]> {
    return withRepositoryErrors('Failed to retrieve assessment', () =>
      this.db
        .select()
        .from(cvAssessments)
        .where(and(eq(cvAssessments.status, 'processing'), lt(cvAssessments.createdAt, cutoff)))
        .orderBy(asc(cvAssessments.createdAt))
        .limit(limit),
    );
  }

  findForCv(userId: string, cvPath: string): Promise<AssessmentRow | undefined> {
    return withRepositoryErrors('Failed to retrieve assessment', async () =>
      (await this.db.select().from(cvAssessments).where(and(eq(cvAssessments.userId, userId), eq(cvAssessments.cvPath, cvPath))).limit(1))[0],
    );
  }

  /** The user's assessments of text (not of an uploaded CV) started after `since`: how many, and the earliest's start. */
  textRunsSince(userId: string, since: Date): Promise<{ runs: number; earliest: Date | null }> {
    return withRepositoryErrors(FAILURE_MESSAGES.createAssessmentRecord, async () => {
      const [row] = await this.db
        .select({ runs: count(), earliest: min(cvAssessments.createdAt) })
        .from(cvAssessments)
        .where(and(eq(cvAssessments.userId, userId), isNull(cvAssessments.cvPath), gt(cvAssessments.createdAt, since)));
      return { runs: row?.runs ?? 0, earliest: row?.earliest ?? null };
    });
  }

  /** The user's assessment of one upload (an upload has at most one: it stores one CV object). */
  findForUpload(userId: string, uploadId: string): Promise<AssessmentRow | undefined> {
    return withRepositoryErrors('Failed to retrieve assessment', async () =>
      (await this.db.select().from(cvAssessments).where(and(eq(cvAssessments.userId, userId), eq(cvAssessments.uploadId, uploadId))).limit(1))[0],
    );
  }

  /** Spec §7: filtered by user, newest first; the latest completed one (at most one). */
  latestCompleted(userId: string, db: AppDatabase | AppTransaction = this.db): Promise<AssessmentRow | undefined> {
    return withRepositoryErrors('Failed to retrieve assessment', async () =>
      (
        await db
          .select()
          .from(cvAssessments)
          .where(and(eq(cvAssessments.userId, userId), eq(cvAssessments.status, 'completed')))
          .orderBy(...NEWEST_INPUT_FIRST)
          .limit(1)
      )[0],
    );
  }

  addHistory(tx: AppTransaction, userId: string, assessmentId: string, snapshot: HistorySnapshot): Promise<void> {
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () => {
      await tx
        .insert(assessmentHistory)
        .values({ userId, assessmentId, snapshotData: snapshot })
        .onConflictDoUpdate({ target: assessmentHistory.assessmentId, set: { snapshotData: snapshot } });
    });
  }

  historySnapshot(tx: AppTransaction, assessmentId: string): Promise<HistorySnapshot | undefined> {
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () =>
      (await tx.select({ snapshot: assessmentHistory.snapshotData }).from(assessmentHistory).where(eq(assessmentHistory.assessmentId, assessmentId)).limit(1))[0]?.snapshot,
    );
  }

  /** Completed assessments (their summaries: no results are read) with their history snapshots, newest first. */
  history(userId: string): Promise<AssessmentHistoryEntry[]> {
    return withRepositoryErrors('Failed to retrieve assessment history', async () => {
      const a = cvAssessments;
      const rows = await this.db
        .select({
          assessment: {
            id: a.id, assessmentType: a.assessmentType, status: a.status, marketAlignmentScore: a.marketAlignmentScore, input: a.input,
            createdAt: a.createdAt, completedAt: a.completedAt, skillCount: sql<number>`jsonb_array_length(${a.skillsExtracted})`,
          },
          snapshot: assessmentHistory.snapshotData,
        })
        .from(assessmentHistory)
        .innerJoin(a, eq(a.id, assessmentHistory.assessmentId))
        .where(and(eq(assessmentHistory.userId, userId), eq(a.status, 'completed')))
        .orderBy(...NEWEST_INPUT_FIRST);
      // Each entry's change is against the entry below it, as the timeline shows them: what was stored at completion was
      // against the latest completed then, which two analyses completing at once (or a later LLM refinement) can make
      // another entry than the one below.
      return rows.map(({ assessment, snapshot }, i) => {
        const previous = rows[i + 1];
        return {
          assessment: {
            ...assessment,
            skillCount: Number(assessment.skillCount),
            createdAt: assessment.createdAt.toISOString(),
            completedAt: assessment.completedAt?.toISOString() ?? null,
          },
          previousAssessmentId: previous?.assessment.id ?? null,
          scoreChange: previous ? assessment.marketAlignmentScore - previous.assessment.marketAlignmentScore : null,
          ...skillChanges(previous?.snapshot.skillsExtracted ?? [], snapshot.skillsExtracted),
        };
      });
    });
  }
}

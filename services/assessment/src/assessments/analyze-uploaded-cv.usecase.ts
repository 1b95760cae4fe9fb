import { Injectable } from '@nestjs/common';
import { CV_TEXT_MAX_CHARS, cvTextTruncatedNote, DomainError, type TypedEvent } from '@ecp/contracts';
import { isConnectionLost } from '@ecp/database';
import { READ_FAILED } from './assessment-errors.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { AssessmentsRepository, type AssessmentRow } from './assessments.repository.js';
import { CompleteAssessmentUseCase } from './complete-assessment.usecase.js';
import { CvReader } from './cv-reader.js';

/** What an upload replaced by a newer one before it was read is told. */
export const SUPERSEDED_MESSAGE = 'A newer CV was uploaded before this one was read; the newer one is analysed.';

/**
 * cv.uploaded → analysis of the stored file, its events carrying the upload's id. At most one assessment per stored CV: a redelivery finds it by
 * path and does nothing once it has settled (and a concurrent one loses the insert: CONFLICT). A file that
 * cannot be read as a CV fails the assessment with the reason (cv.analysis.failed); storage being down
 * throws, so the event is redelivered, and so does a shutdown interrupting the reading or the analysis (the
 * worker pools' 'closed': no verdict on the file). So does a database outage at any step, the completing write included: the
 * record stays processing and the redelivery resumes it (a redelivery finds it by path, as above).
 */
@Injectable()
export class AnalyzeUploadedCvUseCase {
  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly cvReader: CvReader,
    private readonly recorder: AssessmentRecorder,
    private readonly complete: CompleteAssessmentUseCase,
  ) {}

  /** Each user's uploads here: when the last one in line will be done, and the one waiting its turn, if any. */
  private readonly perUser = new Map<string, { done: Promise<void>; waiting?: () => void }>();

  /**
   * Uploads are taken a few at a time (the service's eventConcurrency), but one person's in the order they arrived:
   * the latest CV is the one uploaded last, and each assessment's history compares it with the one before, so a
   * newer upload must not complete before an older one still being read (a short TXT overtook a PDF 5 times in 7).
   * Taken before the first await, so the chain keeps the bus's delivery order.
   *
   * Of one person's uploads waiting their turn, only the newest is read: a newer one supersedes it (the profile's CV
   * is the newest, so the older one is settled unread and its event released). One person thus holds at most two of
   * the service's slots, one read and one waiting; five quick uploads had held all four while everyone else's waited
   * minutes.
   */
  execute(event: TypedEvent<'cv.uploaded'>): Promise<void> {
    const { userId } = event.data;
    const line = this.perUser.get(userId);
    line?.waiting?.();
    const before = line?.done ?? Promise.resolve();
    let superseded = false;
    let supersede!: () => void;
    const skipped = new Promise<void>((resolve) => (supersede = resolve));
    const waiting = () => {
      superseded = true;
      supersede();
    };
    const run = Promise.race([before, skipped]).then(() => {
      if (this.perUser.get(userId)?.waiting === waiting) this.perUser.get(userId)!.waiting = undefined;
      return superseded ? this.settleUnread(event) : this.analyze(event);
    });
    // A superseded upload keeps its place in line until the one before it is done: the next waits for both.
    const done = Promise.all([run.catch(() => undefined), before]).then(() => undefined);
    const entry = { done, waiting };
    this.perUser.set(userId, entry);
    void done.then(() => {
      if (this.perUser.get(userId) === entry) this.perUser.delete(userId);
    });
    return run;
  }

  /** An upload a newer one replaced before its turn: settled as failed, unread, so no client waits on it. */
  private async settleUnread(event: TypedEvent<'cv.uploaded'>): Promise<void> {
    if (await this.recorder.isErased(event.data.userId)) return;
    const row = await this.processingRecord(event);
    if (row) await this.recorder.fail(row, SUPERSEDED_MESSAGE, { superseded: true });
  }

  private async analyze(event: TypedEvent<'cv.uploaded'>): Promise<void> {
    const { userId, path, fileName } = event.data;
    // Uploaded just before the account was deleted, delivered after the erasure: nothing of it is kept.
    if (await this.recorder.isErased(userId)) return;
    const row = await this.processingRecord(event);
    if (!row) return;
    let text: string;
    try {
      text = await this.cvReader.read(path, fileName);
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND')) {
        await this.recorder.fail(row, error.code === 'NOT_FOUND' ? READ_FAILED : error.message, { unreadable: true });
        return;
      }
      throw error;
    }
    // The analyzer's cost grows with the text: an uploaded CV is analysed in its first CV_TEXT_MAX_CHARS
    // characters (what analyze-cv and run-assessment accept at most), and the assessment says so.
    const note = text.length > CV_TEXT_MAX_CHARS ? cvTextTruncatedNote(text.length) : undefined;
    if (note) text = text.slice(0, CV_TEXT_MAX_CHARS);
    try {
      await this.complete.execute(row, text, note, { resumable: true });
    } catch (error) {
      // A domain error: the use case has failed the record, and a redelivery would find it settled. A lost database
      // connection left it processing: redelivered, it is resumed.
      if (!(error instanceof DomainError) || isConnectionLost(error)) throw error;
    }
  }

  /** The upload's processing assessment, created on first delivery; undefined once it has settled. */
  private async processingRecord(event: TypedEvent<'cv.uploaded'>): Promise<AssessmentRow | undefined> {
    const { userId, uploadId, path, fileName, uploadedAt } = event.data;
    const existing = await this.assessments.findForCv(userId, path);
    if (existing) return existing.status === 'processing' ? existing : undefined;
    try {
      return await this.recorder.start(userId, 'cv_upload', { origin: 'cv_upload', fileName, textLength: 0, analyzers: ['built-in'] }, { cvPath: path, uploadId, uploadedAt: new Date(uploadedAt) }, event.id);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CONFLICT') return undefined;
      throw error;
    }
  }
}

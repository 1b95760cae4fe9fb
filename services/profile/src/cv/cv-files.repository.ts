import { Injectable, Inject } from '@nestjs/common';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { CV_UPLOAD_FAILED_MESSAGE } from '@ecp/cv-files';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { cvUploadWindows, profiles, replacedCvFiles } from '../db/schema/index.js';

export type ReplacedCvFile = typeof replacedCvFiles.$inferSelect;

/** Which stored CV files the profiles still need: the current ones, and the replaced ones inside their retention period. */
@Injectable()
export class CvFilesRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Counts one more upload in the user's window (in the caller's transaction, so a refused attach counts nothing): a
   * window older than `windowMs` starts afresh at `now`. Answers the window's start and its uploads, this one included.
   */
  countUpload(tx: AppTransaction, userId: string, now: Date, windowMs: number): Promise<{ windowStartedAt: Date; uploads: number }> {
    const expired = sql`${cvUploadWindows.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    return withRepositoryErrors(CV_UPLOAD_FAILED_MESSAGE, async () => {
      const [row] = await tx
        .insert(cvUploadWindows)
        .values({ userId, windowStartedAt: now, uploads: 1 })
        .onConflictDoUpdate({
          target: cvUploadWindows.userId,
          set: {
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${cvUploadWindows.windowStartedAt} end`,
            uploads: sql`case when ${expired} then 1 else ${cvUploadWindows.uploads} + 1 end`,
          },
        })
        .returning({ windowStartedAt: cvUploadWindows.windowStartedAt, uploads: cvUploadWindows.uploads });
      return row!;
    });
  }

  /** Remembers a file a newer upload replaced, for the retention sweeper, with what the profile said of it. */
  recordReplaced(tx: AppTransaction, file: Omit<ReplacedCvFile, 'replacedAt' | 'neverRead'>): Promise<void> {
    return withRepositoryErrors(CV_UPLOAD_FAILED_MESSAGE, async () => {
      await tx.insert(replacedCvFiles).values(file).onConflictDoNothing();
    });
  }

  /**
   * Forgets a user's replaced files beyond the `keep` most recent (in the caller's transaction) and answers their
   * paths, for the caller to delete once it commits (the orphan sweep deletes what a crash left).
   */
  trimReplaced(tx: AppTransaction, userId: string, keep: number): Promise<string[]> {
    return withRepositoryErrors(CV_UPLOAD_FAILED_MESSAGE, async () => {
      const extra = await tx
        .select({ path: replacedCvFiles.path })
        .from(replacedCvFiles)
        .where(eq(replacedCvFiles.userId, userId))
        .orderBy(desc(replacedCvFiles.replacedAt), desc(replacedCvFiles.path))
        .offset(keep);
      const paths = extra.map((row) => row.path);
      if (paths.length > 0) await tx.delete(replacedCvFiles).where(and(eq(replacedCvFiles.userId, userId), inArray(replacedCvFiles.path, paths)));
      return paths;
    });
  }

  /** Marks a replaced file as one the analysis never read (a newer upload came first) or could not: kept, never restored. */
  markNeverRead(tx: AppTransaction, userId: string, path: string): Promise<void> {
    return withRepositoryErrors(CV_UPLOAD_FAILED_MESSAGE, async () => {
      await tx.update(replacedCvFiles).set({ neverRead: true }).where(and(eq(replacedCvFiles.userId, userId), eq(replacedCvFiles.path, path)));
    });
  }

  /**
   * The user's file replaced last that the analysis read, taken off the list (in the caller's transaction): it is the CV
   * again. A file never read stays on the list for its retention period.
   */
  takeLatestReplaced(tx: AppTransaction, userId: string): Promise<ReplacedCvFile | undefined> {
    return withRepositoryErrors(CV_UPLOAD_FAILED_MESSAGE, async () => {
      const [latest] = await tx
        .select()
        .from(replacedCvFiles)
        .where(and(eq(replacedCvFiles.userId, userId), eq(replacedCvFiles.neverRead, false)))
        .orderBy(desc(replacedCvFiles.replacedAt), desc(replacedCvFiles.path))
        .limit(1);
      if (latest) await tx.delete(replacedCvFiles).where(eq(replacedCvFiles.path, latest.path));
      return latest;
    });
  }

  replacedBefore(cutoff: Date, limit: number): Promise<ReplacedCvFile[]> {
    return withRepositoryErrors('Failed to read replaced CVs', () =>
      this.db.select().from(replacedCvFiles).where(lt(replacedCvFiles.replacedAt, cutoff)).orderBy(replacedCvFiles.replacedAt).limit(limit),
    );
  }

  forget(paths: string[]): Promise<void> {
    return withRepositoryErrors('Failed to forget replaced CVs', async () => {
      if (paths.length > 0) await this.db.delete(replacedCvFiles).where(inArray(replacedCvFiles.path, paths));
    });
  }

  /** Of these keys, the ones a profile or the retention list still points at. */
  async referenced(paths: string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    return withRepositoryErrors('Failed to read CV paths', async () => {
      const current = await this.db.select({ path: profiles.cvFilePath }).from(profiles).where(and(isNotNull(profiles.cvFilePath), inArray(profiles.cvFilePath, paths)));
      const replaced = await this.db.select({ path: replacedCvFiles.path }).from(replacedCvFiles).where(inArray(replacedCvFiles.path, paths));
      return new Set([...current, ...replaced].map((row) => row.path!));
    });
  }

  replacedOf(userId: string): Promise<ReplacedCvFile[]> {
    return withRepositoryErrors('Failed to read replaced CVs', () => this.db.select().from(replacedCvFiles).where(eq(replacedCvFiles.userId, userId)));
  }
}

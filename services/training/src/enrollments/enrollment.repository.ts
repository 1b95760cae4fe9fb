import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { withRepositoryErrors } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { providers, trainingCertificates, trainingPrograms, userEnrollments } from '../db/schema/index.js';

export type EnrollmentRow = typeof userEnrollments.$inferSelect;
export type NewEnrollment = typeof userEnrollments.$inferInsert;
export type EnrollmentPatch = Partial<Omit<EnrollmentRow, 'id' | 'userId' | 'programId' | 'createdAt'>>;

/** An enrollment with what the screens show of its program and certificate. */
export interface EnrollmentView extends EnrollmentRow {
  program: { title: string; duration: string; providerName: string; certificationOffered: string | null; externalId: string };
  certificateNumber: string | null;
}

const LIVE = ne(userEnrollments.status, 'dropped');
/** How long an enrolment's own request may still be asking the provider (its call times out in seconds). */
const UNANNOUNCED_GRACE = '2 minutes';

@Injectable()
export class EnrollmentRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  private viewQuery(db: AppDatabase | AppTransaction) {
    return db
      .select({
        enrollment: userEnrollments,
        program: { title: trainingPrograms.title, duration: trainingPrograms.duration, certificationOffered: trainingPrograms.certificationOffered, externalId: trainingPrograms.externalId },
        providerName: providers.name,
        certificateNumber: trainingCertificates.certificateNumber,
      })
      .from(userEnrollments)
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, userEnrollments.programId))
      .innerJoin(providers, eq(providers.id, trainingPrograms.providerId))
      .leftJoin(trainingCertificates, eq(trainingCertificates.enrollmentId, userEnrollments.id));
  }

  listForUser(userId: string): Promise<EnrollmentView[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveEnrollments, async () => {
      const rows = await this.viewQuery(this.db).where(eq(userEnrollments.userId, userId)).orderBy(desc(userEnrollments.enrollmentDate));
      return rows.map(toView);
    });
  }

  /** One enrollment of this user (another user's id answers undefined, never their data). */
  findForUser(userId: string, enrollmentId: string, message: string = FAILURE_MESSAGES.retrieveEnrollment, db: AppDatabase | AppTransaction = this.db): Promise<EnrollmentView | undefined> {
    return withRepositoryErrors(message, async () => {
      const [row] = await this.viewQuery(db).where(and(eq(userEnrollments.id, enrollmentId), eq(userEnrollments.userId, userId)));
      return row ? toView(row) : undefined;
    });
  }

  /** Locks the row for the rest of the transaction so concurrent transitions apply one after the other. */
  async lockForUser(tx: AppTransaction, userId: string, enrollmentId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(userEnrollments)
      .where(and(eq(userEnrollments.id, enrollmentId), eq(userEnrollments.userId, userId)))
      .for('update');
    return row;
  }

  /** A second live (not dropped) enrollment of the user in the program is a CONFLICT: 'Already enrolled'. */
  insert(tx: AppTransaction, values: NewEnrollment): Promise<EnrollmentRow> {
    return withRepositoryErrors(FAILURE_MESSAGES.enrollInTraining, async () => (await tx.insert(userEnrollments).values(values).returning())[0]!, {
      constraint: 'user_enrollments_active_unique',
      error: () => new DomainError('CONFLICT', FAILURE_MESSAGES.enrollInTraining, { cause: 'Already enrolled' }),
    });
  }

  /**
   * Takes the enrollment's provider calls for `holdSeconds` (a lease in its metadata): false while another process (a
   * second replica's scheduler, the person's own sync) holds them. The provider's POSTs (registration, certificate) are
   * not promised to be idempotent, so two processes must not make them for one enrollment at once.
   */
  claimProviderCalls(id: string, holdSeconds: number): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.syncEnrollmentStatus, async () => {
      const until = sql`to_jsonb(to_char((now() + make_interval(secs => ${holdSeconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
      const claimed = await this.db
        .update(userEnrollments)
        .set({ metadata: sql`jsonb_set(${userEnrollments.metadata}, '{providerCallsUntil}', ${until})` })
        .where(and(eq(userEnrollments.id, id), LIVE, sql`coalesce((${userEnrollments.metadata}->>'providerCallsUntil')::timestamptz, '-infinity') < now()`))
        .returning({ id: userEnrollments.id });
      return claimed.length > 0;
    });
  }

  /** Ends the lease claimProviderCalls took (best effort: it ends by itself when its time is up). */
  releaseProviderCalls(id: string): Promise<void> {
    return withRepositoryErrors(FAILURE_MESSAGES.syncEnrollmentStatus, async () => {
      await this.db.update(userEnrollments).set({ metadata: sql`${userEnrollments.metadata} - 'providerCallsUntil'` }).where(eq(userEnrollments.id, id));
    });
  }

  /** Gives back the place of an enrollment the provider refused before it was announced; false if it was announced meanwhile. */
  releaseUnannounced(id: string): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.enrollInTraining, async () =>
      (await this.db.delete(userEnrollments).where(and(eq(userEnrollments.id, id), sql`${userEnrollments.metadata}->>'unannounced' = 'true'`)).returning({ id: userEnrollments.id })).length > 0,
    );
  }

  async update(tx: AppTransaction, id: string, patch: EnrollmentPatch): Promise<EnrollmentRow> {
    const [row] = await tx.update(userEnrollments).set({ ...patch, updatedAt: sql`now()` }).where(eq(userEnrollments.id, id)).returning();
    return row!;
  }

  async countForUser(tx: AppTransaction, userId: string, status?: EnrollmentRow['status']): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(userEnrollments)
      .where(status ? and(eq(userEnrollments.userId, userId), eq(userEnrollments.status, status)) : eq(userEnrollments.userId, userId));
    return row?.n ?? 0;
  }

  liveProgramIds(userId: string): Promise<string[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveEnrollments, async () => {
      const rows = await this.db.select({ id: userEnrollments.programId }).from(userEnrollments).where(and(eq(userEnrollments.userId, userId), LIVE));
      return rows.map((r) => r.id);
    });
  }

  hasLiveEnrollment(userId: string, programId: string): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.enrollInTraining, async () => {
      const [row] = await this.db
        .select({ id: userEnrollments.id })
        .from(userEnrollments)
        .where(and(eq(userEnrollments.userId, userId), eq(userEnrollments.programId, programId), LIVE))
        .limit(1);
      return row !== undefined;
    });
  }

  /**
   * The program's live enrollments, counted with its row locked until `tx` ends: enrollments in the same program
   * are inserted one after the other, so two at once cannot both take its last place.
   */
  countLiveForProgramLocked(tx: AppTransaction, programId: string): Promise<number> {
    return withRepositoryErrors(FAILURE_MESSAGES.enrollInTraining, async () => {
      await tx.select({ id: trainingPrograms.id }).from(trainingPrograms).where(eq(trainingPrograms.id, programId)).for('update');
      const [row] = await tx.select({ n: count() }).from(userEnrollments).where(and(eq(userEnrollments.programId, programId), LIVE));
      return row?.n ?? 0;
    });
  }

  /** Active enrollments the provider knows, least recently synced first (the scheduler's work list). */
  listSyncable(options: { userId?: string; limit: number }): Promise<{ id: string; userId: string }[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveEnrollments, () =>
      this.db
        .select({ id: userEnrollments.id, userId: userEnrollments.userId })
        .from(userEnrollments)
        .where(and(
          inArray(userEnrollments.status, ['enrolled', 'in_progress']),
          sql`${userEnrollments.externalEnrollmentId} is not null`,
          options.userId ? eq(userEnrollments.userId, options.userId) : undefined,
        ))
        .orderBy(asc(userEnrollments.updatedAt))
        .limit(options.limit),
    );
  }

  /**
   * A provider call about a live enrollment failed: its error is kept (metadata.lastProviderError) and the row goes to
   * the back of the scheduler's work lists (ordered by updatedAt), so enrollments the provider keeps refusing do not
   * fill every pass and starve the others.
   */
  noteProviderFailure(id: string, message: string): Promise<void> {
    return withRepositoryErrors(FAILURE_MESSAGES.syncEnrollmentStatus, async () => {
      const note = JSON.stringify({ lastProviderError: message.slice(0, 500) });
      await this.db.update(userEnrollments).set({ metadata: sql`${userEnrollments.metadata} || ${note}::jsonb`, updatedAt: sql`now()` }).where(and(eq(userEnrollments.id, id), LIVE));
    });
  }

  /**
   * Enrollments the provider has not confirmed yet: it was unreachable at enrolment, or the enrolment stopped while
   * asking it. One still being enrolled (its place taken under UNANNOUNCED_GRACE ago) is left to its own request.
   */
  listPendingRegistration(options: { userId?: string; limit: number }): Promise<{ id: string; userId: string }[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveEnrollments, () =>
      this.db
        .select({ id: userEnrollments.id, userId: userEnrollments.userId })
        .from(userEnrollments)
        .where(and(
          LIVE,
          isNull(userEnrollments.externalEnrollmentId),
          sql`not (coalesce(${userEnrollments.metadata}->>'unannounced', 'false') = 'true' and ${userEnrollments.createdAt} > now() - ${UNANNOUNCED_GRACE}::interval)`,
          options.userId ? eq(userEnrollments.userId, options.userId) : undefined,
        ))
        .orderBy(asc(userEnrollments.updatedAt))
        .limit(options.limit),
    );
  }

  /** Returns true when this call stored the certificate (false: the enrollment already had one). */
  async insertCertificate(tx: AppTransaction, certificate: { enrollmentId: string; certificateNumber: string; certificateUrl: string }): Promise<boolean> {
    const rows = await tx.insert(trainingCertificates).values(certificate).onConflictDoNothing({ target: trainingCertificates.enrollmentId }).returning({ id: trainingCertificates.id });
    return rows.length > 0;
  }
}

function toView(row: {
  enrollment: EnrollmentRow;
  program: { title: string; duration: string; certificationOffered: string | null; externalId: string };
  providerName: string;
  certificateNumber: string | null;
}): EnrollmentView {
  return { ...row.enrollment, program: { ...row.program, providerName: row.providerName }, certificateNumber: row.certificateNumber };
}

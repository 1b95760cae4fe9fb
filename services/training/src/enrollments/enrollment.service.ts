import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import type { Enrollment, ModuleProgress } from '../contract-types.js';
import { toRepositoryError } from '@ecp/database';
import { EventOutbox } from '@ecp/runtime';
import { LEARNING_PROVIDER, LearningProviderError, type LearningProvider } from '../provider/learning-provider.js';
import { EnrollmentRepository } from './enrollment.repository.js';
import { emitTransition } from './enrollment-events.js';
import { updateAnnouncing } from './registration.js';
import { COMPLETED_PROGRESS, statusForProgress } from './enrollment-state.js';
import { toEnrollment } from './enrollment.mapper.js';
import { MESSAGES, notFound } from './enrollment-messages.js';
import { SyncEnrollmentUseCase } from './sync-enrollment.usecase.js';

const cancelled = () => new DomainError('CONFLICT', MESSAGES.progress, { cause: 'The enrollment was cancelled' });
export const NOT_COMPLETED_AT_PROVIDER = 'The learning provider has not recorded this course as completed';

/** Enrollment reads and the user's own transitions (spec §4: progress and cancel). */
@Injectable()
export class EnrollmentService {
  constructor(
    private readonly enrollments: EnrollmentRepository,
    private readonly outbox: EventOutbox,
    private readonly sync: SyncEnrollmentUseCase,
    @Inject(LEARNING_PROVIDER) private readonly provider: LearningProvider,
  ) {}

  async list(userId: string): Promise<Enrollment[]> {
    return (await this.enrollments.listForUser(userId)).map(toEnrollment);
  }

  async get(userId: string, enrollmentId: string): Promise<Enrollment> {
    const row = await this.enrollments.findForUser(userId, enrollmentId);
    if (!row) throw notFound(MESSAGES.get);
    return toEnrollment(row);
  }

  /**
   * Progress 100 → completed with a completion date; any other value → in_progress. A completed one takes no more
   * progress (the provider's record stands). A cancelled (dropped) enrollment
   * takes no progress: a cancellation is final (as in sync), and reviving one would bring back a place the program
   * may have given to someone else since.
   */
  async updateProgress(userId: string, enrollmentId: string, progressPercentage: number): Promise<Enrollment> {
    if (progressPercentage === COMPLETED_PROGRESS) return this.completeAtProvider(userId, enrollmentId);
    await this.transition(userId, enrollmentId, MESSAGES.progress, (before) => {
      if (before.status === 'dropped') throw cancelled();
      // The provider recorded it completed: the learner's word does not take that back (a 100 after it would announce
      // the same completion again).
      if (before.status === 'completed') throw new DomainError('CONFLICT', MESSAGES.progress, { cause: 'The course is completed' });
      const status = statusForProgress(progressPercentage);
      return {
        status,
        progressPercentage,
        completionDate: status === 'completed' ? before.completionDate ?? new Date() : null,
        startDate: before.startDate ?? new Date(),
      };
    });
    return this.reload(userId, enrollmentId, MESSAGES.progress);
  }

  /**
   * The learner's 100 is a claim only the learning provider can back (every program is one of its courses): it
   * completes the enrollment when a sync finds the provider recorded the course completed, never on the learner's
   * word alone, which would earn the Graduate badge and tell training partners of a completion that never happened.
   * Otherwise it is refused (CONFLICT) with the provider's own figures stored.
   */
  private async completeAtProvider(userId: string, enrollmentId: string): Promise<Enrollment> {
    const row = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.progress);
    if (!row) throw notFound(MESSAGES.progress);
    if (row.status === 'completed') return toEnrollment(row);
    if (row.status === 'dropped') throw cancelled();
    if (!row.externalEnrollmentId) throw new DomainError('CONFLICT', MESSAGES.progress, { cause: NOT_COMPLETED_AT_PROVIDER });
    let synced: Enrollment;
    try {
      synced = await this.sync.execute(userId, enrollmentId);
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError(error.code, MESSAGES.progress, error.details);
      throw error;
    }
    if (synced.status !== 'completed') throw new DomainError('CONFLICT', MESSAGES.progress, { cause: NOT_COMPLETED_AT_PROVIDER });
    return synced;
  }

  /** Cancelling gives dropped (once; cancelling again changes nothing). */
  async cancel(userId: string, enrollmentId: string): Promise<Enrollment> {
    await this.transition(userId, enrollmentId, MESSAGES.cancel, (before) => (before.status === 'dropped' ? null : { status: 'dropped' }));
    return this.reload(userId, enrollmentId, MESSAGES.cancel);
  }

  /** The provider's module progress for one of the user's enrollments. */
  async listModules(userId: string, enrollmentId: string): Promise<ModuleProgress[]> {
    const row = await this.enrollments.findForUser(userId, enrollmentId);
    if (!row) throw notFound(MESSAGES.get);
    if (!row.externalEnrollmentId) return [];
    try {
      return await this.provider.listModules(row.externalEnrollmentId);
    } catch (error) {
      if (error instanceof LearningProviderError) throw new DomainError('UNAVAILABLE', MESSAGES.get, { cause: error.message });
      throw error;
    }
  }

  private async transition(
    userId: string,
    enrollmentId: string,
    message: string,
    change: (before: NonNullable<Awaited<ReturnType<EnrollmentRepository['lockForUser']>>>) => Parameters<EnrollmentRepository['update']>[2] | null,
  ): Promise<void> {
    try {
      await this.outbox.transaction(async (tx, emit) => {
        const before = await this.enrollments.lockForUser(tx, userId, enrollmentId);
        if (!before) throw notFound(message);
        const patch = change(before);
        if (!patch) return;
        const after = await updateAnnouncing(tx, emit, this.enrollments, before, patch);
        await emitTransition(tx, emit, this.enrollments, before, after);
      });
    } catch (error) {
      throw toRepositoryError(error, message);
    }
  }

  private async reload(userId: string, enrollmentId: string, message: string): Promise<Enrollment> {
    const row = await this.enrollments.findForUser(userId, enrollmentId, message);
    if (!row) throw notFound(message);
    return toEnrollment(row);
  }
}

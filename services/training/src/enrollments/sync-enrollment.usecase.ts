import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import type { Enrollment } from '../contract-types.js';
import { toRepositoryError } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { isProviderRefusal, LEARNING_PROVIDER, LearningProviderError, type LearningProvider, type ProviderCertificate } from '../provider/learning-provider.js';
import { EnrollmentRepository, type EnrollmentPatch, type EnrollmentView } from './enrollment.repository.js';
import { emitTransition } from './enrollment-events.js';
import { mapProviderStatus } from './enrollment-state.js';
import { registrationPatch, updateAnnouncing, withoutProviderError } from './registration.js';
import { toEnrollment } from './enrollment.mapper.js';
import { MESSAGES, notFound } from './enrollment-messages.js';

/** Longer than one enrollment's provider calls take (a few, each timed out in seconds): then another process may make them. */
const PROVIDER_CALLS_LEASE_SECONDS = 60;
/** How long a sync that met another's lease waits for that one's result before it answers what is stored. */
const OTHERS_SYNC_WAIT_MS = 10_000;
const leaseHeld = (row: EnrollmentView) => row.metadata.providerCallsUntil !== undefined && Date.parse(row.metadata.providerCallsUntil) > Date.now();

const failed = (code: 'NOT_FOUND' | 'VALIDATION_ERROR' | 'UNAVAILABLE' | 'SERVICE_ERROR', cause: string, extra: Record<string, unknown> = {}) =>
  new DomainError(code, MESSAGES.sync, { cause, ...extra });

/**
 * Copies status and progress from the learning provider (spec §4 mapping). On completion it also takes
 * the final score (mean module score) and the certificate. The provider is asked first and the result
 * applied in one short transaction, so an outage changes nothing and the next sync simply retries.
 */
@Injectable()
export class SyncEnrollmentUseCase {
  constructor(
    private readonly enrollments: EnrollmentRepository,
    private readonly outbox: EventOutbox,
    @Inject(LEARNING_PROVIDER) private readonly provider: LearningProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(userId: string, enrollmentId: string): Promise<Enrollment> {
    const row = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.sync);
    if (!row) throw failed('NOT_FOUND', 'Enrollment not found');
    if (!row.externalEnrollmentId) throw failed('VALIDATION_ERROR', 'No external enrollment ID');
    // A local cancellation is final: the provider contract has no way to withdraw, so it is not overwritten.
    if (row.status === 'dropped') return toEnrollment(row);
    // Another process (a second replica's scheduler, the person's own sync) is syncing it now: its result will do.
    if (!(await this.enrollments.claimProviderCalls(row.id, PROVIDER_CALLS_LEASE_SECONDS))) return this.afterOthersSync(userId, enrollmentId, row);
    try {
      // Read again under the lease: a sync that ended just before it may have stored a certificate meanwhile.
      const current = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.sync);
      if (!current || current.status === 'dropped' || !current.externalEnrollmentId) return toEnrollment(current ?? row);
      return await this.syncClaimed(userId, enrollmentId, current, current.externalEnrollmentId);
    } finally {
      await this.releaseProviderCalls(row.id);
    }
  }

  /** The enrollment once the process holding its provider calls is done with them (at most OTHERS_SYNC_WAIT_MS). */
  private async afterOthersSync(userId: string, enrollmentId: string, row: EnrollmentView): Promise<Enrollment> {
    let current: EnrollmentView | undefined = row;
    for (const until = Date.now() + OTHERS_SYNC_WAIT_MS; current && leaseHeld(current) && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.sync);
    }
    return toEnrollment(current ?? row);
  }

  private async syncClaimed(userId: string, enrollmentId: string, row: EnrollmentView, externalId: string): Promise<Enrollment> {
    let patch: EnrollmentPatch;
    let certificate: ProviderCertificate | null = null;
    try {
      const remote = await this.provider.getEnrollment(externalId);
      const status = mapProviderStatus(remote.status);
      const progressPercentage = Math.round(remote.progressPercentage);
      const syncedAt = new Date().toISOString();
      patch = {
        status,
        progressPercentage,
        metadata: { ...withoutProviderError(row.metadata), providerStatus: remote.status, lastSyncedAt: syncedAt },
      };
      if (status === 'completed') {
        patch.completionDate = row.completionDate ?? new Date();
        const modules = await this.provider.listModules(externalId);
        const scores = modules.map((m) => m.score).filter((s): s is number => s !== null);
        patch.finalScore = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : row.finalScore;
        if (row.program.certificationOffered && !row.certificateUrl) certificate = await this.provider.issueCertificate(externalId);
      } else {
        patch.completionDate = null;
      }
      if (status === 'in_progress' && !row.startDate) patch.startDate = new Date();
    } catch (error) {
      if (error instanceof LearningProviderError) {
        throw failed(error.transient ? 'UNAVAILABLE' : 'SERVICE_ERROR', error.message, error.statusText ? { statusText: error.statusText } : {});
      }
      throw error;
    }
    if (certificate) patch.certificateUrl = certificate.certificateUrl;

    try {
      await this.outbox.transaction(async (tx, emit) => {
        const before = await this.enrollments.lockForUser(tx, userId, enrollmentId);
        if (!before) throw notFound(MESSAGES.sync);
        if (before.status === 'dropped') return; // cancelled while the provider was being asked
        const after = await this.enrollments.update(tx, before.id, patch);
        await emitTransition(tx, emit, this.enrollments, before, after);
        if (certificate && (await this.enrollments.insertCertificate(tx, { enrollmentId: after.id, ...certificate }))) {
          await emit('certificate.issued', { userId, enrollmentId: after.id, certificateUrl: certificate.certificateUrl, certificateNumber: certificate.certificateNumber });
        }
      });
    } catch (error) {
      throw toRepositoryError(error, MESSAGES.sync);
    }
    const stored = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.sync);
    return toEnrollment(stored!);
  }

  /** Syncs every active enrollment of a user (and retries pending registrations); failures are counted, not thrown. */
  async syncUser(userId: string): Promise<{ enrollments: Enrollment[]; failed: number }> {
    let failedCount = 0;
    for (const pending of await this.enrollments.listPendingRegistration({ userId, limit: 50 })) {
      if (!(await this.register(pending.userId, pending.id))) failedCount += 1;
    }
    const work = await this.enrollments.listSyncable({ userId, limit: 100 });
    const results = await Promise.allSettled(work.map((e) => this.execute(e.userId, e.id)));
    failedCount += results.filter((r) => r.status === 'rejected').length;
    const enrollments = (await this.enrollments.listForUser(userId)).map(toEnrollment);
    return { enrollments, failed: failedCount };
  }

  /** One scheduled pass over all users: pending registrations first, then the least recently synced. */
  async syncAll(limit = 200): Promise<{ synced: number; failed: number; registered: number }> {
    let registered = 0;
    let failedCount = 0;
    for (const pending of await this.enrollments.listPendingRegistration({ limit })) {
      if (await this.register(pending.userId, pending.id)) registered += 1;
      else failedCount += 1;
    }
    let synced = 0;
    for (const item of await this.enrollments.listSyncable({ limit })) {
      try {
        await this.execute(item.userId, item.id);
        synced += 1;
      } catch (error) {
        failedCount += 1;
        this.logger.warn({ err: error, enrollmentId: item.id }, 'enrollment sync failed; retried next pass');
        await this.noteFailure(item.id, error);
      }
    }
    return { synced, failed: failedCount, registered };
  }

  /** Registers an enrollment the provider could not take at enrolment time. Returns false while it is still down. */
  async register(userId: string, enrollmentId: string): Promise<boolean> {
    const row = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.enroll);
    if (!row || row.externalEnrollmentId || row.status === 'dropped') return true;
    // Another replica's scheduler is registering it now (the provider's POST is not promised to be idempotent).
    if (!(await this.enrollments.claimProviderCalls(row.id, PROVIDER_CALLS_LEASE_SECONDS))) return true;
    try {
      // Read again under the lease: a registration that ended just before it may have stored the provider's id.
      const current = await this.enrollments.findForUser(userId, enrollmentId, MESSAGES.enroll);
      if (!current || current.externalEnrollmentId || current.status === 'dropped') return true;
      return await this.registerClaimed(userId, enrollmentId, current);
    } finally {
      await this.releaseProviderCalls(row.id);
    }
  }

  private async registerClaimed(userId: string, enrollmentId: string, row: EnrollmentView): Promise<boolean> {
    try {
      const registered = await this.provider.createEnrollment({
        userId,
        courseId: row.program.externalId,
        sessionId: row.sessionId,
        metadata: { enrollment_id: row.id, program_id: row.programId, platform: 'energy-career-platform' },
      });
      await this.outbox.transaction(async (tx, emit) => {
        const locked = await this.enrollments.lockForUser(tx, userId, enrollmentId);
        if (!locked || locked.externalEnrollmentId) return;
        // Announced here when the enrolment's own answer never came (its process stopped while the provider was asked).
        await updateAnnouncing(tx, emit, this.enrollments, locked, registrationPatch(locked.metadata, registered));
      });
      return true;
    } catch (error) {
      // An enrolment that stopped before the provider's refusal reached it: the place it took is given back now.
      if (row.metadata.unannounced && isProviderRefusal(error)) {
        this.logger.warn({ err: error, enrollmentId }, 'learning provider refused an interrupted enrollment: its place is given back');
        return this.enrollments.releaseUnannounced(enrollmentId).catch((released: unknown) => {
          this.logger.error({ err: released, enrollmentId }, 'could not give back the place of a refused enrollment');
          return false;
        });
      }
      this.logger.warn({ err: error, enrollmentId }, 'learning provider registration still failing; retried next pass');
      await this.noteFailure(enrollmentId, error);
      return false;
    }
  }

  private async releaseProviderCalls(enrollmentId: string): Promise<void> {
    await this.enrollments.releaseProviderCalls(enrollmentId).catch((released: unknown) => this.logger.warn({ err: released, enrollmentId }, 'could not end the provider-call lease; it ends by itself'));
  }

  /** Keeps the failure on the enrollment and sends it to the back of the work list (best effort: logged if not). */
  private async noteFailure(enrollmentId: string, error: unknown): Promise<void> {
    const cause = error instanceof DomainError ? String(error.details?.cause ?? error.message) : error instanceof Error ? error.message : String(error);
    await this.enrollments.noteProviderFailure(enrollmentId, cause).catch((noted: unknown) => this.logger.warn({ err: noted, enrollmentId }, 'could not note the provider failure'));
  }
}

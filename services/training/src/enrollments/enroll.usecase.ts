import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '@ecp/contracts';
import type { Enrollment } from '../contract-types.js';
import { toRepositoryError } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { isProviderRefusal, LEARNING_PROVIDER, type LearningProvider, type ProviderEnrollment } from '../provider/learning-provider.js';
import { EnrollmentRepository } from './enrollment.repository.js';
import { MESSAGES } from './enrollment-messages.js';
import { toEnrollment } from './enrollment.mapper.js';
import { registrationPatch, updateAnnouncing } from './registration.js';

export interface EnrollCommand {
  userId: string;
  programId: string;
  externalProgramId?: string | undefined;
  sessionId?: string | null | undefined;
}

const refuse = (code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_ERROR', cause: string) => new DomainError(code, MESSAGES.enroll, { cause });

/**
 * Enrols a user: takes a place in the program (stored as enrolled at 0 %, registration pending), registers it with
 * the learning provider, then stores the provider's course link and announces enrollment.created. The place comes
 * first so that a full program or a second enrollment is refused before the provider is asked (its protocol has no
 * way to withdraw a registration). When the provider cannot be reached the enrollment stays pending and the
 * scheduler registers it later; when it refuses, the place is given back.
 */
@Injectable()
export class EnrollUseCase {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly enrollments: EnrollmentRepository,
    private readonly outbox: EventOutbox,
    @Inject(LEARNING_PROVIDER) private readonly provider: LearningProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: EnrollCommand): Promise<Enrollment> {
    const program = await this.catalogue.findById(command.programId);
    if (!program || !program.isActive) throw refuse('NOT_FOUND', 'Training program not found');
    if (command.externalProgramId !== undefined && command.externalProgramId !== program.externalId) {
      throw refuse('VALIDATION_ERROR', 'External program ID does not match the program');
    }
    if (await this.enrollments.hasLiveEnrollment(command.userId, program.id)) throw refuse('CONFLICT', 'Already enrolled');

    const id = randomUUID();
    const sessionId = command.sessionId ?? null;
    const now = new Date();
    try {
      // Refused for a person erased here: a request authenticated before the account's deletion can arrive after it.
      await this.outbox.transactionAbout(command.userId, () => refuse('NOT_FOUND', 'The account was deleted'), async (tx) => {
        // Counted with the program row locked: enrollments at once take its places one after the other.
        if (program.capacity !== null && (await this.enrollments.countLiveForProgramLocked(tx, program.id)) >= program.capacity) {
          throw refuse('CONFLICT', 'The program is full');
        }
        await this.enrollments.insert(tx, {
          id,
          userId: command.userId,
          programId: program.id,
          sessionId,
          enrollmentDate: now,
          startDate: now,
          status: 'enrolled',
          progressPercentage: 0,
          metadata: { registrationPending: true, unannounced: true },
        });
      });
    } catch (error) {
      // A second live enrollment is the repository's CONFLICT ('Already enrolled'); domain errors pass through.
      throw toRepositoryError(error, MESSAGES.enroll);
    }

    let registered: ProviderEnrollment | undefined;
    let providerError: string | undefined;
    try {
      registered = await this.provider.createEnrollment({
        userId: command.userId,
        courseId: program.externalId,
        sessionId,
        // Our id makes the provider's side idempotent when the registration is retried.
        metadata: { enrollment_id: id, program_id: program.id, platform: 'energy-career-platform' },
      });
    } catch (error) {
      if (isProviderRefusal(error)) {
        this.logger.warn({ err: error, programId: program.id }, 'learning provider refused the enrollment');
        // Should this fail, the scheduler's registration meets the same refusal and gives the place back then.
        await this.enrollments.releaseUnannounced(id).catch((released: unknown) => this.logger.error({ err: released, enrollmentId: id }, 'could not give back the place of a refused enrollment'));
        throw new DomainError('SERVICE_ERROR', MESSAGES.enroll, { cause: error.message });
      }
      // Unreachable, or an answer that could not be read (it may have registered it): retried with the same id.
      providerError = error instanceof Error ? error.message : String(error);
      this.logger.warn({ err: error, enrollmentId: id }, 'learning provider unreachable: enrollment kept pending, registration retried on schedule');
    }

    try {
      await this.outbox.transaction(async (tx, emit) => {
        const locked = await this.enrollments.lockForUser(tx, command.userId, id);
        if (!locked) return; // erased meanwhile
        // The scheduler may have registered it meanwhile (the provider answers a retry with the same registration).
        const patch = registered && !locked.externalEnrollmentId ? registrationPatch(locked.metadata, registered)
          : providerError && !locked.externalEnrollmentId ? { metadata: { ...locked.metadata, lastProviderError: providerError } }
          : {};
        await updateAnnouncing(tx, emit, this.enrollments, locked, patch);
      });
    } catch (error) {
      throw toRepositoryError(error, MESSAGES.enroll);
    }
    const stored = await this.enrollments.findForUser(command.userId, id, MESSAGES.enroll);
    if (!stored) throw refuse('NOT_FOUND', 'Enrollment not found');
    return toEnrollment(stored);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '@ecp/contracts';
import type { Enrollment } from '../contract-types.js';
import { toRepositoryError } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import type { EnrollmentMetadata } from '../db/schema/index.js';
import { LEARNING_PROVIDER, LearningProviderError, type LearningProvider } from '../provider/learning-provider.js';
import { EnrollmentRepository } from './enrollment.repository.js';
import { MESSAGES } from './enrollment.service.js';
import { toEnrollment } from './enrollment.mapper.js';

export interface EnrollCommand {
  userId: string;
  programId: string;
  externalProgramId?: string | undefined;
  sessionId?: string | null | undefined;
}

const refuse = (code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_ERROR', cause: string) => new DomainError(code, MESSAGES.enroll, { cause });

/**
 * Enrols a user: registers the enrollment with the learning provider, then stores it as enrolled at
 * 0 % with the provider's course link and announces enrollment.created. When the provider cannot be
 * reached the enrollment is still stored, marked registration-pending, and the scheduler registers it later.
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
    if (program.capacity !== null && (await this.enrollments.countLiveForProgram(program.id)) >= program.capacity) {
      throw refuse('CONFLICT', 'The program is full');
    }

    const id = randomUUID();
    const sessionId = command.sessionId ?? null;
    const now = new Date();
    let external: { externalEnrollmentId: string; accessToken: string; metadata: EnrollmentMetadata } | undefined;
    let providerError: string | undefined;
    try {
      const registered = await this.provider.createEnrollment({
        userId: command.userId,
        courseId: program.externalId,
        sessionId,
        // Our id makes the provider's side idempotent when the registration is retried.
        metadata: { enrollment_id: id, program_id: program.id, platform: 'energy-career-platform' },
      });
      external = {
        externalEnrollmentId: registered.enrollmentId,
        accessToken: registered.accessToken,
        metadata: { enrollmentUrl: registered.courseUrl, providerUserId: registered.providerUserId, ...(registered.expiresAt ? { expiresAt: registered.expiresAt } : {}), providerStatus: 'active' },
      };
    } catch (error) {
      if (!(error instanceof LearningProviderError) || !error.transient) {
        this.logger.warn({ err: error, programId: program.id }, 'learning provider refused the enrollment');
        throw new DomainError('SERVICE_ERROR', MESSAGES.enroll, { cause: error instanceof Error ? error.message : String(error) });
      }
      providerError = error.message;
      this.logger.warn({ err: error, enrollmentId: id }, 'learning provider unreachable: enrollment kept pending, registration retried on schedule');
    }

    try {
      await this.outbox.transaction(async (tx, emit) => {
        // The check above, again where it holds: requests at once all passed it while the provider was asked.
        if (program.capacity !== null && (await this.enrollments.countLiveForProgramLocked(tx, program.id)) >= program.capacity) {
          this.logger.warn({ programId: program.id, externalEnrollmentId: external?.externalEnrollmentId }, 'program filled while the provider was asked: enrollment refused');
          throw refuse('CONFLICT', 'The program is full');
        }
        const row = await this.enrollments.insert(tx, {
          id,
          userId: command.userId,
          programId: program.id,
          sessionId,
          enrollmentDate: now,
          startDate: now,
          status: 'enrolled',
          progressPercentage: 0,
          externalEnrollmentId: external?.externalEnrollmentId ?? null,
          accessToken: external?.accessToken ?? null,
          metadata: external?.metadata ?? { registrationPending: true, ...(providerError ? { lastProviderError: providerError } : {}) },
        });
        await emit('enrollment.created', {
          userId: row.userId,
          enrollmentId: row.id,
          programId: row.programId,
          externalEnrollmentId: row.externalEnrollmentId,
          enrollmentCount: await this.enrollments.countForUser(tx, row.userId),
        });
      });
    } catch (error) {
      // A second live enrollment is the repository's CONFLICT ('Already enrolled'); domain errors pass through.
      throw toRepositoryError(error, MESSAGES.enroll);
    }
    const stored = await this.enrollments.findForUser(command.userId, id, MESSAGES.enroll);
    return toEnrollment(stored!);
  }
}

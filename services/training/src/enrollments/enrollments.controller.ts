import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestOf } from '@ecp/contracts';
import { parseRequest } from '../training.requests.js';
import { EnrollmentService, MESSAGES } from './enrollment.service.js';
import { EnrollUseCase } from './enroll.usecase.js';
import { SyncEnrollmentUseCase } from './sync-enrollment.usecase.js';

@Controller()
export class EnrollmentsController {
  constructor(
    private readonly enrollments: EnrollmentService,
    private readonly enroll: EnrollUseCase,
    private readonly sync: SyncEnrollmentUseCase,
  ) {}

  @MessagePattern('training.list-enrollments')
  async list(@Payload() request: RequestOf<'training.list-enrollments'>) {
    return { enrollments: await this.enrollments.list(parseRequest('training.list-enrollments', request, MESSAGES.list).userId) };
  }

  @MessagePattern('training.get-enrollment')
  get(@Payload() request: RequestOf<'training.get-enrollment'>) {
    const { userId, enrollmentId } = parseRequest('training.get-enrollment', request, MESSAGES.get);
    return this.enrollments.get(userId, enrollmentId);
  }

  @MessagePattern('training.enroll')
  create(@Payload() request: RequestOf<'training.enroll'>) {
    return this.enroll.execute(parseRequest('training.enroll', request, MESSAGES.enroll));
  }

  @MessagePattern('training.update-progress')
  updateProgress(@Payload() request: RequestOf<'training.update-progress'>) {
    const { userId, enrollmentId, progressPercentage } = parseRequest('training.update-progress', request, MESSAGES.progress);
    return this.enrollments.updateProgress(userId, enrollmentId, progressPercentage);
  }

  @MessagePattern('training.cancel-enrollment')
  cancel(@Payload() request: RequestOf<'training.cancel-enrollment'>) {
    const { userId, enrollmentId } = parseRequest('training.cancel-enrollment', request, MESSAGES.cancel);
    return this.enrollments.cancel(userId, enrollmentId);
  }

  @MessagePattern('training.sync-enrollment')
  syncOne(@Payload() request: RequestOf<'training.sync-enrollment'>) {
    const { userId, enrollmentId } = parseRequest('training.sync-enrollment', request, MESSAGES.sync);
    return this.sync.execute(userId, enrollmentId);
  }

  @MessagePattern('training.sync-my-enrollments')
  syncMine(@Payload() request: RequestOf<'training.sync-my-enrollments'>) {
    return this.sync.syncUser(parseRequest('training.sync-my-enrollments', request, MESSAGES.sync).userId);
  }

  @MessagePattern('training.list-modules')
  async modules(@Payload() request: RequestOf<'training.list-modules'>) {
    const { userId, enrollmentId } = parseRequest('training.list-modules', request, MESSAGES.get);
    return { modules: await this.enrollments.listModules(userId, enrollmentId) };
  }
}

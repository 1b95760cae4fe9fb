import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { EnrollmentService } from './enrollment.service.js';
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
  async list(@Payload() request: RequestData<'training.list-enrollments'>) {
    return { enrollments: await this.enrollments.list(request.userId) };
  }

  @MessagePattern('training.get-enrollment')
  get(@Payload() { userId, enrollmentId }: RequestData<'training.get-enrollment'>) {
    return this.enrollments.get(userId, enrollmentId);
  }

  @MessagePattern('training.enroll')
  create(@Payload() request: RequestData<'training.enroll'>) {
    return this.enroll.execute(request);
  }

  @MessagePattern('training.update-progress')
  updateProgress(@Payload() { userId, enrollmentId, progressPercentage }: RequestData<'training.update-progress'>) {
    return this.enrollments.updateProgress(userId, enrollmentId, progressPercentage);
  }

  @MessagePattern('training.cancel-enrollment')
  cancel(@Payload() { userId, enrollmentId }: RequestData<'training.cancel-enrollment'>) {
    return this.enrollments.cancel(userId, enrollmentId);
  }

  @MessagePattern('training.sync-enrollment')
  syncOne(@Payload() { userId, enrollmentId }: RequestData<'training.sync-enrollment'>) {
    return this.sync.execute(userId, enrollmentId);
  }

  @MessagePattern('training.sync-my-enrollments')
  syncMine(@Payload() request: RequestData<'training.sync-my-enrollments'>) {
    return this.sync.syncUser(request.userId);
  }

  @MessagePattern('training.list-modules')
  async modules(@Payload() { userId, enrollmentId }: RequestData<'training.list-modules'>) {
    return { modules: await this.enrollments.listModules(userId, enrollmentId) };
  }
}

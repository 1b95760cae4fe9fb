import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { toEnrollment } from './enrollment.mapper.js';
import { EnrollInput, Enrollment, EnrollmentSyncResult, ModuleProgress, ProgramLevel, TrainingProgram } from './training.types.js';

const date = (value: string | null) => (value ? new Date(value) : null);

/** Training programs and the caller's enrollments; every call is scoped to the verified user. */
@Resolver(() => TrainingProgram)
@UseGuards(GqlAuthGuard)
export class TrainingResolver {
  constructor(private readonly services: ServiceClient) {}

  @Query(() => [TrainingProgram])
  async trainingPrograms(@CurrentUser() user: AuthenticatedUser): Promise<TrainingProgram[]> {
    const { programs } = await this.services.request('training.list-programs', { userId: user.userId }, user);
    return programs.map((p) => ({ ...p, level: p.level as ProgramLevel }));
  }

  @Query(() => [Enrollment])
  async myEnrollments(@CurrentUser() user: AuthenticatedUser): Promise<Enrollment[]> {
    const { enrollments } = await this.services.request('training.list-enrollments', { userId: user.userId }, user);
    return enrollments.map(toEnrollment);
  }

  @Query(() => [ModuleProgress])
  async enrollmentModules(@CurrentUser() user: AuthenticatedUser, @Args('enrollmentId', { type: () => ID }) enrollmentId: string): Promise<ModuleProgress[]> {
    const { modules } = await this.services.request('training.list-modules', { userId: user.userId, enrollmentId }, user);
    return modules.map((m) => ({ ...m, lastAccessed: date(m.lastAccessed), completedAt: date(m.completedAt) }));
  }

  @Mutation(() => Enrollment)
  async enroll(@CurrentUser() user: AuthenticatedUser, @Args('input') input: EnrollInput): Promise<Enrollment> {
    const enrollment = await this.services.request('training.enroll', {
      userId: user.userId,
      programId: input.programId,
      ...(input.externalProgramId ? { externalProgramId: input.externalProgramId } : {}),
      sessionId: input.sessionId ?? null,
    }, user);
    return toEnrollment(enrollment);
  }

  /** Spec §4 progress; a 100 completes only what the learning provider recorded completed (else CONFLICT). */
  @Mutation(() => Enrollment)
  async updateEnrollmentProgress(
    @CurrentUser() user: AuthenticatedUser,
    @Args('enrollmentId', { type: () => ID }) enrollmentId: string,
    @Args('progressPercentage', { type: () => Int }) progressPercentage: number,
  ): Promise<Enrollment> {
    return toEnrollment(await this.services.request('training.update-progress', { userId: user.userId, enrollmentId, progressPercentage }, user));
  }

  @Mutation(() => Enrollment)
  async cancelEnrollment(@CurrentUser() user: AuthenticatedUser, @Args('enrollmentId', { type: () => ID }) enrollmentId: string): Promise<Enrollment> {
    return toEnrollment(await this.services.request('training.cancel-enrollment', { userId: user.userId, enrollmentId }, user));
  }

  @Mutation(() => Enrollment)
  async syncEnrollment(@CurrentUser() user: AuthenticatedUser, @Args('enrollmentId', { type: () => ID }) enrollmentId: string): Promise<Enrollment> {
    return toEnrollment(await this.services.request('training.sync-enrollment', { userId: user.userId, enrollmentId }, user));
  }

  @Mutation(() => EnrollmentSyncResult)
  async syncMyEnrollments(@CurrentUser() user: AuthenticatedUser): Promise<EnrollmentSyncResult> {
    const result = await this.services.request('training.sync-my-enrollments', { userId: user.userId }, user);
    return { enrollments: result.enrollments.map(toEnrollment), failed: result.failed };
  }
}

import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import type { ResponseOf } from '@ecp/contracts';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import { sessionOf, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { RoleRequest, RoleRequestStatus } from './admin.types.js';

/** Role approval and sign-in unlocks. The identity service checks the caller's admin role itself (its own records, not the token). */
@Resolver(() => RoleRequest)
@UseGuards(GqlAuthGuard)
export class AdminResolver {
  constructor(private readonly services: ServiceClient) {}

  @Query(() => [RoleRequest])
  async roleRequests(
    @CurrentUser() user: AuthenticatedUser,
    @Args('status', { type: () => RoleRequestStatus, nullable: true }) status?: RoleRequestStatus,
  ): Promise<RoleRequest[]> {
    const { requests } = await this.services.request('identity.list-role-requests', { adminId: user.userId, ...(status ? { status } : {}) }, user);
    return requests.map(toRoleRequest);
  }

  @Mutation(() => RoleRequest)
  async approveRoleRequest(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser): Promise<RoleRequest> {
    return toRoleRequest(await this.services.request('identity.decide-role-request', { adminId: user.userId, requestId: id, decision: 'approve' }, user));
  }

  @Mutation(() => RoleRequest)
  async rejectRoleRequest(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser): Promise<RoleRequest> {
    return toRoleRequest(await this.services.request('identity.decide-role-request', { adminId: user.userId, requestId: id, decision: 'reject' }, user));
  }

  @Mutation(() => Int, { description: 'Admin only: lifts every sign-in lock of the account with this email (from every address); answers how many counters it cleared' })
  async clearSignInLocks(@Args('email') email: string, @CurrentUser() user: AuthenticatedUser): Promise<number> {
    return (await this.services.request('identity.clear-sign-in-locks', { adminId: user.userId, email }, user)).cleared;
  }

  @Mutation(() => Boolean, {
    description:
      "Admin only, from a sign-in within the last 15 minutes: turns off the two-factor sign-in of the account with this email, for a person locked out by it (lost authenticator and recovery codes, or set up by whoever signed their address up before they proved it); answers whether it had one",
  })
  async removeSecondFactor(@Args('email') email: string, @CurrentUser() user: AuthenticatedUser): Promise<boolean> {
    return (await this.services.request('identity.remove-second-factor', { adminId: user.userId, email, ...sessionOf(user) }, user)).removed;
  }
}

function toRoleRequest(request: ResponseOf<'identity.decide-role-request'>): RoleRequest {
  return { ...request, role: request.role as RoleRequest['role'], status: request.status as RoleRequestStatus, createdAt: new Date(request.createdAt), decidedAt: request.decidedAt ? new Date(request.decidedAt) : null };
}

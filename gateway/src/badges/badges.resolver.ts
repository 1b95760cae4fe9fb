import { Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { Badge } from '../graphql/types.js';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';

@Resolver(() => Badge)
@UseGuards(GqlAuthGuard)
export class BadgesResolver {
  constructor(private readonly services: ServiceClient) {}

  /** The whole catalogue, earned ones with their date. */
  @Query(() => [Badge])
  async myBadges(@CurrentUser() user: AuthenticatedUser): Promise<Badge[]> {
    const { badges } = await this.services.request('gamification.list-badges', { userId: user.userId }, user);
    return badges.map((badge) => ({ ...badge, earnedDate: badge.earnedDate ? new Date(badge.earnedDate) : null }));
  }
}

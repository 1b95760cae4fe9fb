import { Args, Int, Query, Resolver, Subscription } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { DEFAULT_ACTIVITY_LIMIT, type Activity as ActivityDto } from '@ecp/contracts';
import { Badge } from '../graphql/types.js';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { SessionCheck } from '../auth/session-check.js';
import { toEnrollment } from '../training/enrollment.mapper.js';
import { Activity, ActivityPage, Dashboard, ProgressEvent } from './badges.types.js';
import { ProgressHub } from './progress.hub.js';

const CONTINUE_LEARNING = 3;
const toActivity = (activity: ActivityDto): Activity => ({ ...activity, createdAt: new Date(activity.createdAt) });

/** Badges, the activity feed and the dashboard of the signed-in user (the gamification service's API). */
@Resolver(() => Badge)
@UseGuards(GqlAuthGuard)
export class BadgesResolver {
  constructor(
    private readonly services: ServiceClient,
    private readonly progress: ProgressHub,
    private readonly sessions: SessionCheck,
  ) {}

  /** The whole catalogue, earned ones with their date. */
  @Query(() => [Badge])
  async myBadges(@CurrentUser() user: AuthenticatedUser): Promise<Badge[]> {
    const { badges } = await this.services.request('gamification.list-badges', { userId: user.userId }, user);
    return badges.map((badge) => ({ ...badge, earnedDate: badge.earnedDate ? new Date(badge.earnedDate) : null }));
  }

  @Query(() => ActivityPage, { description: 'The activity feed, newest first: `limit` (1–50, default 10) from `offset`.' })
  async myActivities(
    @CurrentUser() user: AuthenticatedUser,
    @Args('limit', { type: () => Int, defaultValue: DEFAULT_ACTIVITY_LIMIT }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<ActivityPage> {
    const page = await this.services.request('gamification.list-activities', { userId: user.userId, limit, offset }, user);
    return { activities: page.activities.map(toActivity), total: page.total };
  }

  /**
   * The dashboard in one round trip: two service requests at once, whatever the numbers (stats and the 5 latest
   * activities from the gamification service's projections, the enrollments to continue from the training service).
   */
  @Query(() => Dashboard)
  async dashboard(@CurrentUser() user: AuthenticatedUser): Promise<Dashboard> {
    const [{ stats, recentActivities }, { enrollments }] = await Promise.all([
      this.services.request('gamification.dashboard', { userId: user.userId }, user),
      this.services.request('training.list-enrollments', { userId: user.userId }, user),
    ]);
    // Spec §2: in-progress enrollments (not those only enrolled in, not started), the most progressed first.
    const inProgress = enrollments.filter((e) => e.status === 'in_progress').sort((a, b) => b.progressPercentage - a.progressPercentage);
    return { stats, continueLearning: inProgress.slice(0, CONTINUE_LEARNING).map(toEnrollment), recentActivities: recentActivities.map(toActivity) };
  }

  @Subscription(() => ProgressEvent, {
    description: 'Badges earned and activities logged for the signed-in user, live (whatever part of the product caused them).',
    resolve: (event: ProgressEvent) => event,
  })
  progressEvents(@CurrentUser() user: AuthenticatedUser): AsyncIterableIterator<ProgressEvent> {
    return this.progress.stream(user.userId, this.sessions.streamGrant(user));
  }
}

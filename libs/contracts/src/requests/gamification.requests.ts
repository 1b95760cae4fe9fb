import { z } from 'zod';
import { userIdSchema as userId } from './common.js';
import { FAILURE_MESSAGES } from '../messages.js';

export const badgeSchema = z.object({
  badgeType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  badgeCategory: z.string(),
  earnedDate: z.iso.datetime().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const activitySchema = z.object({
  id: z.uuid(),
  activityType: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Spec §3 "Dashboard stats", from the gamification service's projections of the other services' events. */
export const dashboardStatsSchema = z.object({
  activeEnrollments: z.number().int().nonnegative(),
  completedCourses: z.number().int().nonnegative(),
  totalSkills: z.number().int().nonnegative(),
  careerInterests: z.number().int().nonnegative(),
  certificatesEarned: z.number().int().nonnegative(),
  profileCompleteness: z.number().int().min(0).max(100),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Spec §9: 10 activities by default (5 on the dashboard). */
export const DEFAULT_ACTIVITY_LIMIT = 10;
export const DASHBOARD_ACTIVITY_LIMIT = 5;
export const MAX_ACTIVITY_LIMIT = 50;

export const gamificationRequests = {
  'gamification.list-badges': {
    request: z.object({ userId }),
    response: z.object({ badges: z.array(badgeSchema) }),
    invalidMessage: FAILURE_MESSAGES.retrieveBadges,
  },
  /** The user's activity feed, newest first, a page at a time. */
  'gamification.list-activities': {
    request: z.object({
      userId,
      limit: z.number().int().min(1).max(MAX_ACTIVITY_LIMIT).default(DEFAULT_ACTIVITY_LIMIT),
      offset: z.number().int().min(0).default(0),
    }),
    response: z.object({ activities: z.array(activitySchema), total: z.number().int().nonnegative() }),
    invalidMessage: FAILURE_MESSAGES.retrieveActivities,
  },
  /** The dashboard's statistics and its 5 latest activities in one answer. */
  'gamification.dashboard': {
    request: z.object({ userId }),
    response: z.object({ stats: dashboardStatsSchema, recentActivities: z.array(activitySchema) }),
    invalidMessage: FAILURE_MESSAGES.retrieveDashboardStatistics,
  },
} as const;

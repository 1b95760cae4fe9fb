import { z } from 'zod';

/**
 * A page of what a service holds per user, for the gamification service's one-time backfill (a deployment that
 * adds it on existing data): users in id order after `afterUserId`. Service to service only (never the gateway).
 */
export const snapshotPageRequest = z.object({
  afterUserId: z.uuid().nullable().default(null),
  limit: z.number().int().min(1).max(500).default(200),
});

export const snapshotPage = <T extends z.ZodType>(user: T) => z.object({ users: z.array(user), nextAfterUserId: z.uuid().nullable() });

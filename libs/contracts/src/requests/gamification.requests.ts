import { z } from 'zod';
import { userIdSchema as userId } from './common.js';

export const badgeSchema = z.object({
  badgeType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  badgeCategory: z.string(),
  earnedDate: z.iso.datetime().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const gamificationRequests = {
  'gamification.list-badges': {
    request: z.object({ userId }),
    response: z.object({ badges: z.array(badgeSchema) }),
  },
} as const;

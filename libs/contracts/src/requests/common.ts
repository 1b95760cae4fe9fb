import { z } from 'zod';

export const userIdSchema = z.uuid();
export const roleSchema = z.enum(['admin', 'partner', 'beneficiary']);
export type Role = z.infer<typeof roleSchema>;

export const serviceNames = ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification', 'partners'] as const;
export type ServiceName = (typeof serviceNames)[number];

const healthSchema = {
  request: z.object({}),
  response: z.object({ service: z.string(), ok: z.boolean(), database: z.boolean() }),
};

/** `<service>.health`: each service answers for itself and its own database. */
export function healthPatterns() {
  return Object.fromEntries(serviceNames.map((name) => [`${name}.health`, healthSchema])) as Record<`${ServiceName}.health`, typeof healthSchema>;
}

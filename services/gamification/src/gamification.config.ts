import { loadConfig, z } from '@ecp/config';

export const gamificationConfigSchema = z.object({
  /**
   * On a first start (no completed backfill in this database), read what the profile, skills and training services
   * hold per user and award what already holds: a deployment that adds the service on existing data. `false` = off.
   */
  GAMIFICATION_BACKFILL: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
});
export type GamificationConfig = z.infer<typeof gamificationConfigSchema>;
export const GAMIFICATION_CONFIG = Symbol('GAMIFICATION_CONFIG');

export const loadGamificationConfig = (env: Record<string, string | undefined>) => loadConfig(gamificationConfigSchema, env, 'gamification');

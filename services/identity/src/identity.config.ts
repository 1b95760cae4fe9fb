import { loadConfig, z } from '@ecp/config';

export const identityConfigSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const loadIdentityConfig = (env: Record<string, string | undefined>) => loadConfig(identityConfigSchema, env, 'identity');

import { booleanFromEnv, loadConfig, z } from '@ecp/config';

/**
 * Professional-network sign-in ("Connect with" LinkedIn) through OpenID Connect. Read from the
 * process environment; unset OIDC_ISSUER turns the feature off (the button then reports the failure).
 */
export const authConfigSchema = z.object({
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Public origin the provider redirects back to (…/api/auth/oidc/linkedin/callback); default: the request's origin. */
  OIDC_REDIRECT_ORIGIN: z.url().optional(),
  OIDC_SCOPES: z.string().default('openid profile email'),
  /** Allow an http:// issuer (local development and tests only). */
  OIDC_ALLOW_HTTP: booleanFromEnv.default(false),
}).superRefine((config, ctx) => {
  if (config.OIDC_ISSUER && !config.OIDC_CLIENT_ID) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required with OIDC_ISSUER' });
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export const loadAuthConfig = (env: Record<string, string | undefined> = process.env) => loadConfig(authConfigSchema, env, 'gateway (auth)');

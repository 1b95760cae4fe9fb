import { booleanFromEnv, loadConfig, z } from '@ecp/config';

/** An empty value counts as unset (a ConfigMap or compose file may list the variable with no value). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Professional-network sign-in ("Connect with" LinkedIn) through OpenID Connect. Read from the
 * process environment; unset (or empty) OIDC_ISSUER turns the feature off (the button then reports the failure).
 */
export const authConfigSchema = z.object({
  OIDC_ISSUER: optional(z.url()),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  /** Public origin the provider redirects back to (…/api/auth/oidc/linkedin/callback); unset: the request's origin, if loopback. */
  OIDC_REDIRECT_ORIGIN: optional(z.url()),
  OIDC_SCOPES: z.string().default('openid profile email'),
  /** Allow an http:// issuer (local development and tests only). */
  OIDC_ALLOW_HTTP: booleanFromEnv.default(false),
}).superRefine((config, ctx) => {
  if (config.OIDC_ISSUER && !config.OIDC_CLIENT_ID) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required with OIDC_ISSUER' });
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export const loadAuthConfig = (env: Record<string, string | undefined> = process.env) => loadConfig(authConfigSchema, env, 'gateway (auth)');

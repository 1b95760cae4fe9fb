import { createHash } from 'node:crypto';
import { z } from 'zod';

export { z };

/**
 * Reads and validates configuration once at boot. A bad or missing value stops start-up with one
 * clear line per problem naming the variable, never a stack trace from deep inside a library.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env, appName = 'app'): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration for ${appName}:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Common fields every process understands. */
export const runModeSchema = z.enum(['embedded', 'distributed']);
export type RunMode = z.infer<typeof runModeSchema>;

export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const portSchema = z.coerce.number().int().min(0).max(65_535);

/**
 * A signing key from the environment: long enough, and not a template's placeholder left in place
 * ('CHANGE_ME_TO_A_RANDOM_STRING_OF_AT_LEAST_32_CHARS' is 48 characters, and would sign every token).
 */
export const secretSchema = z
  .string()
  .min(32, 'must be at least 32 characters')
  .refine((value) => !/change[_-]?me|replace[_-]?me|your[_-]?secret|placeholder/i.test(value), 'is a placeholder: set a random value (e.g. openssl rand -base64 48)');

/**
 * The key JWT_SECRET replaced, while a rotation settles (JWT_SECRET_PREVIOUS): still accepted, never used to sign.
 * Unset or empty: none.
 */
export const previousSecretSchema = z.preprocess((value) => (value === '' ? undefined : value), secretSchema.optional());

/**
 * A secret's public name (16 characters): what a token's `kid` header says it was signed with, so the verifier picks
 * that key among JWT_SECRET and JWT_SECRET_PREVIOUS. A hash with its own label: it reveals nothing usable of the key.
 */
export function secretKeyId(secret: string): string {
  return createHash('sha256').update('ecp key id\0').update(secret).digest('base64url').slice(0, 16);
}

export { runMain } from './run-main.js';
export { packageDir } from './package-dir.js';

import { loadConfig, z } from '@ecp/config';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`);

export const profileConfigSchema = z.object({
  /** Days a CV replaced by a newer upload is kept (a mistaken upload can be undone by support) before it is deleted. */
  CV_RETENTION_DAYS: wholeNumber('CV_RETENTION_DAYS', 0, 3650).default(30),
  /**
   * Replaced CVs kept per user within that period, beyond the current one: an upload past it deletes the oldest at
   * once, so one user cannot fill the bucket (or their data export) by uploading in a loop.
   */
  CV_REPLACED_MAX: wholeNumber('CV_REPLACED_MAX', 0, 100).default(5),
  /**
   * Hours after which a file in the CV bucket that no profile points at (an upload the gateway stored but never
   * attached: a crash or a refused attach) is deleted as a temporary upload.
   */
  CV_ORPHAN_UPLOAD_HOURS: wholeNumber('CV_ORPHAN_UPLOAD_HOURS', 1, 720).default(24),
  /**
   * CVs one user may attach in an hour (counted from their first in the window); one more is refused (RATE_LIMITED),
   * so no one can queue up the analysis of a CV for everyone else by uploading in a loop.
   */
  CV_UPLOADS_PER_HOUR: wholeNumber('CV_UPLOADS_PER_HOUR', 1, 10_000).default(20),
  /** How often the retention sweeper runs, in minutes; 0 turns it off (a deployment running it from elsewhere). */
  CV_SWEEP_INTERVAL_MINUTES: wholeNumber('CV_SWEEP_INTERVAL_MINUTES', 0, 10_080).default(60),
});
export type ProfileConfig = z.infer<typeof profileConfigSchema>;
export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');

export const loadProfileConfig = (env: Record<string, string | undefined>) => loadConfig(profileConfigSchema, env, 'profile');

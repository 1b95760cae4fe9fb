import { booleanFromEnv, loadConfig, secretSchema, previousSecretSchema, z } from '@ecp/config';

const list = z.string().default('').transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

export const identityConfigSchema = z.object({
  DATA_DIR: z.string().default('./.data'),
  JWT_SECRET: secretSchema,
  /** The JWT_SECRET before a rotation: still accepted for what it signed or sealed (see README, Rotating JWT_SECRET). */
  JWT_SECRET_PREVIOUS: previousSecretSchema,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** Sign-ups choosing Administrator with one of these emails are mailed the link that grants the admin role (the first admin). */
  ADMIN_EMAILS: list.transform((emails) => emails.map((email) => email.toLowerCase())),
  /**
   * Sign-in throttling (see LoginThrottleService): failures in the window that lock an account from one address,
   * lock an account for addresses it never signed in from, and slow one address down (never a lock: one password
   * check per LOGIN_SLOWDOWN_MS, a request whose turn is more than LOGIN_SLOWDOWN_MAX_WAIT_MS away is refused);
   * lockouts double from LOGIN_LOCKOUT_SECONDS up to LOGIN_LOCKOUT_MAX_SECONDS.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** Well under the 5 s a caller waits for an answer (the password check comes after the wait). */
  LOGIN_SLOWDOWN_MAX_WAIT_MS: z.coerce.number().int().min(0).max(3000).default(2000),
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /**
   * Password reset requests (see EmailLinkRequests): at most PASSWORD_RESET_MAX_PER_ADDRESS reset mails to
   * one email in PASSWORD_RESET_ADDRESS_WINDOW_SECONDS (further requests are answered the same and send nothing), and
   * PASSWORD_RESET_MAX_PER_IP requests from one client address in PASSWORD_RESET_IP_WINDOW_SECONDS (further ones are
   * refused, RATE_LIMITED), whether or not the emails have accounts.
   */
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Sign-ups from one client network (SignUpUseCase): at most SIGN_UP_MAX_PER_IP attempts in SIGN_UP_IP_WINDOW_SECONDS,
   * then RATE_LIMITED before the password is hashed. Without confirmation mails a sign-up must say that an address is
   * taken, so this bounds how fast one network can learn which addresses have accounts (and spend argon2id's CPU);
   * a class signing up together from one school's address still fits.
   */
  SIGN_UP_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  SIGN_UP_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Mails sent after the answer (PendingEmailWorker): looked for every MAIL_QUEUE_POLL_MS (and at once after a
   * request), a failed send retried after MAIL_RETRY_FIRST_MS, doubling up to 10 minutes, MAIL_MAX_ATTEMPTS times in all.
   */
  MAIL_QUEUE_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** When on, sign-up sends a confirmation link and sign-in waits for it. Off by default. */
  EMAIL_CONFIRMATION: booleanFromEnv.default(false),
  /** Origins links in emails may point to; the first is used when a request names none (or another). */
  APP_ORIGINS: list,
  /** `outbox`: emails are written as .eml files to MAIL_OUTBOX_DIR (embedded default); `smtp`: sent via SMTP_URL. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Energy Career Platform <no-reply@localhost>'),
  TOTP_ISSUER: z.string().default('Energy Career Platform'),
}).superRefine((config, ctx) => {
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' });
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const loadIdentityConfig = (env: Record<string, string | undefined>) => loadConfig(identityConfigSchema, env, 'identity');

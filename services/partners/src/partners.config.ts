import { loadConfig, z } from '@ecp/config';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const partnersConfigSchema = z.object({
  /**
   * Tests and local development only: also accept http:// endpoints on the loopback interface (a receiver on this
   * machine). Every other private, link-local or loopback address stays refused (SSRF guard).
   */
  PARTNERS_WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Delay before the first retry; each further retry waits twice as long, up to the cap. */
  PARTNERS_WEBHOOK_FIRST_RETRY_MS: ms(30_000),
  PARTNERS_WEBHOOK_MAX_RETRY_MS: ms(3_600_000),
  /** A delivery not accepted (2xx) within this time of its event is given up (failed). */
  PARTNERS_WEBHOOK_GIVE_UP_MS: ms(86_400_000),
  /** How often due deliveries are looked for. */
  PARTNERS_WEBHOOK_POLL_MS: ms(1000),
  /** One attempt's limit, connect to answer. */
  PARTNERS_WEBHOOK_TIMEOUT_MS: ms(10_000),
  /**
   * Settled deliveries (delivered, or given up) are deleted this many days after their event, hourly: each holds the
   * event's body (personal data) and, kept for ever, made every data export and erasure scan more of them.
   */
  PARTNERS_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** After a rotation the previous secret signs too (a second signature) for this long. */
  PARTNERS_SECRET_GRACE_MS: ms(86_400_000),
});
export type PartnersConfig = z.infer<typeof partnersConfigSchema>;
export const PARTNERS_CONFIG = Symbol('PARTNERS_CONFIG');

export const loadPartnersConfig = (env: Record<string, string | undefined>) => loadConfig(partnersConfigSchema, env, 'partners');

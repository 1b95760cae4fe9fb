import { loadConfig, z } from '@ecp/config';

export const SANDBOX_DEFAULT_API_KEY = 'sandbox-demo-key';

export const trainingConfigSchema = z.object({
  /** Base address of the learning provider's REST API (spec §7). Embedded mode points it at the sandbox provider. */
  LEARNING_PROVIDER_URL: z.url().default('http://127.0.0.1:3001'),
  /** Bearer key for the provider; the default is the sandbox's demo placeholder. */
  LEARNING_PROVIDER_API_KEY: z.string().min(8, 'must be at least 8 characters').default(SANDBOX_DEFAULT_API_KEY),
  LEARNING_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Extra attempts for safe (GET) calls, with exponential back-off from LEARNING_PROVIDER_RETRY_DELAY_MS. */
  LEARNING_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  LEARNING_PROVIDER_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Scheduled sync of active enrollments; 0 turns the schedule off (on-demand sync still works). */
  TRAINING_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});
export type TrainingConfig = z.infer<typeof trainingConfigSchema>;
export const TRAINING_CONFIG = Symbol('TRAINING_CONFIG');

export const loadTrainingConfig = (env: Record<string, string | undefined>) => loadConfig(trainingConfigSchema, env, 'training');

import { loadConfig, portSchema, z } from '@ecp/config';

/** What the embedded host reads itself; each service and the gateway validate their own settings. */
const schema = z.object({
  RUN_MODE: z.literal('embedded', { message: 'the embedded host runs in embedded mode only; distributed mode is one process per service (npm run start:cluster)' }).default('embedded'),
  DATA_DIR: z.string().min(1).default('./.data'),
  LEARNING_PROVIDER_URL: z.url().optional(),
  LEARNING_PROVIDER_API_KEY: z.string().min(1).optional(),
  SANDBOX_PROVIDER_PORT: portSchema.optional(),
  SANDBOX_PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_PROVIDER_PUBLIC_URL: z.url().optional(),
});

export type EmbeddedHostConfig = z.infer<typeof schema>;

export const loadEmbeddedHostConfig = (env: Record<string, string | undefined>): EmbeddedHostConfig =>
  loadConfig(schema, Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')), 'embedded host');

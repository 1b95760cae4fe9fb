import { loadConfig, portSchema, z } from '@ecp/config';

const processSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/ecp'),
  BUS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('ecp'),
  HEALTH_PORT: portSchema.default(0),
  /** How long an event may stay unacknowledged before JetStream hands it to another replica (a replica that died holding it). */
  BUS_ACK_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** PostgreSQL connections this process may hold (replicas × services × this must fit the server's max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export interface ServiceProcessConfig {
  natsUrl: string;
  /** `<SERVICE>_DATABASE_URL` when set (e.g. IDENTITY_DATABASE_URL), else DATABASE_URL. */
  databaseUrl: string;
  busPrefix: string;
  /** 0 = no health server. */
  healthPort: number;
  ackWaitSeconds: number;
  databasePoolSize: number;
}

/**
 * What a service running as its own process (distributed mode) reads of its environment, validated once at
 * boot: a bad value stops start-up with a line naming the variable.
 */
export function loadServiceProcessConfig(service: string, env: Record<string, string | undefined> = process.env): ServiceProcessConfig {
  const override = `${service.toUpperCase()}_DATABASE_URL`;
  const config = loadConfig(processSchema.extend({ [override]: z.string().min(1).optional() }), env, service) as z.infer<typeof processSchema> &
    Record<string, string | undefined>;
  return { natsUrl: config.NATS_URL, databaseUrl: config[override] ?? config.DATABASE_URL, busPrefix: config.BUS_PREFIX, healthPort: config.HEALTH_PORT, ackWaitSeconds: config.BUS_ACK_WAIT_SECONDS, databasePoolSize: config.DATABASE_POOL_SIZE };
}

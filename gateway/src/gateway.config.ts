import { join } from 'node:path';
import { booleanFromEnv, loadConfig, packageDir, portSchema, runModeSchema, secretSchema, previousSecretSchema, z } from '@ecp/config';

export const gatewayConfigSchema = z.object({
  RUN_MODE: runModeSchema.default('embedded'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portSchema.default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  BUS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('ecp'),
  JWT_SECRET: secretSchema,
  /** The JWT_SECRET before a rotation: still accepted for what it signed or sealed (see README, Rotating JWT_SECRET). */
  JWT_SECRET_PREVIOUS: previousSecretSchema,
  /** Built SPA to serve; empty disables static serving (API-only deployments). */
  WEB_DIST: z.string().default(''),
  /** Proxy hops in front of the gateway whose X-Forwarded-For is trusted (0: none, the socket address counts). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Prometheus metrics on a port of their own (bound to HOST), for a scraper the public port's ingress does not route:
   * /metrics is then not served on PORT at all. Unset, PORT serves /metrics to this machine only (a loopback connection
   * with no forwarding header), so a proxy in front never hands them out.
   */
  METRICS_PORT: portSchema.optional(),
  GRAPHQL_ENGINE: z.enum(['mercurius', 'apollo']).default('mercurius'),
  /** How long an access token's session is taken as live before identity is asked again (an ended one is known at once on this gateway, and on the others through sessions.revoked). */
  SESSION_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** CV uploads this process receives at once, everyone's together (each is spooled to disk, up to 10 MB); one more is refused, UNAVAILABLE. */
  CV_UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(16),
  /** While a CV upload holds a place, 16 KB must arrive every this many seconds until the request is in, else it is dropped (watchUploadProgress). */
  CV_UPLOAD_PROGRESS_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** GraphiQL and introspection: on outside production unless set. */
  GRAPHQL_IDE: booleanFromEnv.optional(),
  /** The AsyncAPI document served at /asyncapi.yaml: docs/asyncapi.yaml of the repository (and of the image). */
  ASYNCAPI_FILE: z.string().default(join(packageDir('@ecp/gateway', import.meta.url), '..', 'docs', 'asyncapi.yaml')),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env) => loadConfig(gatewayConfigSchema, env, 'gateway');

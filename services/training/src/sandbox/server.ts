import { booleanFromEnv, loadConfig, portSchema, z } from '@ecp/config';
import { runMain } from '@ecp/runtime';
import { SANDBOX_DEFAULT_API_KEY } from '../training.config.js';
import { startSandboxProvider } from './sandbox-provider.js';

/** Runs the sandbox learning provider on its own: `npm run start:sandbox -w services/training`. */
const schema = z.object({
  SANDBOX_PROVIDER_PORT: portSchema.default(3001),
  SANDBOX_PROVIDER_HOST: z.string().default('127.0.0.1'),
  SANDBOX_PROVIDER_PUBLIC_URL: z.url().optional(),
  SANDBOX_PROVIDER_DATA_FILE: z.string().optional(),
  LEARNING_PROVIDER_API_KEY: z.string().min(8).default(SANDBOX_DEFAULT_API_KEY),
  /** `true` serves the operator endpoint that makes the provider report any status (demos, tests). */
  SANDBOX_OPERATOR_ROUTES: booleanFromEnv.default(false),
});

runMain(async () => {
  const config = loadConfig(schema, process.env, 'sandbox learning provider');
  const sandbox = await startSandboxProvider({
    port: config.SANDBOX_PROVIDER_PORT,
    host: config.SANDBOX_PROVIDER_HOST,
    apiKey: config.LEARNING_PROVIDER_API_KEY,
    operatorRoutes: config.SANDBOX_OPERATOR_ROUTES,
    ...(config.SANDBOX_PROVIDER_PUBLIC_URL ? { publicUrl: config.SANDBOX_PROVIDER_PUBLIC_URL } : {}),
    ...(config.SANDBOX_PROVIDER_DATA_FILE ? { dataFile: config.SANDBOX_PROVIDER_DATA_FILE } : {}),
  });
  console.log(`sandbox learning provider listening on ${sandbox.url} (links via ${sandbox.publicUrl})`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
});

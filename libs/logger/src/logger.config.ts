import { booleanFromEnv, loadConfig, z } from '@ecp/config';

/** Logging for every process (README: LOG_LEVEL, LOG_PRETTY); read once, when the first logger is made. */
export const loggerConfigSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_PRETTY: booleanFromEnv.default(false),
  /** Tests run silent unless LOG_LEVEL says otherwise. */
  NODE_ENV: z.string().optional(),
});
export type LoggerConfig = z.infer<typeof loggerConfigSchema>;

/** A bad value stops start-up with a line naming the variable. */
export const loadLoggerConfig = (env: Record<string, string | undefined> = process.env): LoggerConfig => loadConfig(loggerConfigSchema, env, 'logging');

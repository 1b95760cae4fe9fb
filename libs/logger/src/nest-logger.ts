import type { Logger } from 'pino';

/** Injection token for the process's pino logger (services and the gateway ask for it by this symbol). */
export const LOGGER = Symbol('LOGGER');

/**
 * Routes Nest's own log lines into pino so a process writes one structured log. Shaped as Nest's
 * `LoggerService`, so this lib needs no Nest dependency.
 */
export class PinoNestLogger {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}

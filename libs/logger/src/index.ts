import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { context as traceContext, isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type ChildLoggerOptions, type Logger, type LoggerOptions } from 'pino';
import { loadLoggerConfig, type LoggerConfig } from './logger.config.js';

export type { Logger } from 'pino';

interface RequestContext {
  correlationId: string;
  userId?: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a correlation id (and the caller's user id) visible to every log line and bus message below it. */
export function withContext<T>(ctx: Partial<RequestContext>, fn: () => T): T {
  return context.run({ correlationId: ctx.correlationId ?? randomUUID(), ...(ctx.userId ? { userId: ctx.userId } : {}) }, fn);
}

export function currentCorrelationId(): string | undefined {
  return context.getStore()?.correlationId;
}

export function currentContext(): RequestContext | undefined {
  return context.getStore();
}

/**
 * What every log line carries from the flow it belongs to: the correlation id (one request followed across services),
 * the caller's user id, and with tracing on (README "Observability") the active span's trace and span ids.
 */
export function contextFields(): Record<string, string> {
  const ctx = context.getStore();
  const span = trace.getSpan(traceContext.active())?.spanContext();
  return {
    ...(ctx ? { correlationId: ctx.correlationId, ...(ctx.userId ? { userId: ctx.userId } : {}) } : {}),
    ...(span && isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {}),
  };
}

const base: LoggerOptions = {
  mixin: contextFields,
  redact: { paths: ['password', '*.password', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
};

let root: Logger | undefined;

/** The process-wide root logger; `service` names the component in every line. */
export function createLogger(service: string, options: ChildLoggerOptions = {}): Logger {
  root ??= rootLogger(loadLoggerConfig());
  return root.child({ service }, options);
}

function rootLogger(config: LoggerConfig): Logger {
  const options: LoggerOptions = { ...base, level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info') };
  if (!config.LOG_PRETTY) return pino(options);
  try {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } });
  } catch (error) {
    // pino-pretty is a dev dependency, absent from the images (--omit=dev): readable logs are not worth a crash.
    const logger = pino(options);
    logger.warn({ err: (error as Error).message }, 'LOG_PRETTY=true but pino-pretty cannot be loaded (a dev dependency): logging JSON');
    return logger;
  }
}

export { LOGGER, PinoNestLogger } from './nest-logger.js';

/**
 * Domain error codes shared across services. The gateway maps every code to a GraphQL error
 * exhaustively (an unmapped code fails to compile). Messages are the spec's where it gives one.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'REPOSITORY_ERROR',
  'SERVICE_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'TIMEOUT',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** An error that crosses the bus: code + user-safe message, never a stack. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toJSON(): SerializedError {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export interface SerializedError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export function isSerializedError(value: unknown): value is SerializedError {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as SerializedError).code === 'string' &&
    (errorCodes as readonly string[]).includes((value as SerializedError).code) &&
    typeof (value as SerializedError).message === 'string'
  );
}

export const validationError = (message: string, details?: Record<string, unknown>) => new DomainError('VALIDATION_ERROR', message, details);

/** How long a RATE_LIMITED refusal asks to wait, as its message says it: '1 minute', '60 minutes' (whole minutes, at least one). */
export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

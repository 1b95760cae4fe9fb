import { DomainError } from '@ecp/contracts';

const UNIQUE_VIOLATION = '23505';
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The PostgreSQL error behind `error`, if any. Drizzle wraps driver errors in DrizzleQueryError with the
 * driver's error as `cause`; pg and PGlite each throw their own DatabaseError class, so the error is
 * recognised by its SQLSTATE `code` rather than by class.
 */
function findPgError(error: unknown): PgErrorFields | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** The SQLSTATE code of a database error (e.g. '23505'), whichever engine and wrapping it came through. */
export function databaseErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code as string | undefined;
}

/** True when `error` is a unique-key violation, optionally of the named constraint only. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  return pgError?.code === UNIQUE_VIOLATION && (constraint === undefined || pgError.constraint === constraint);
}

/** SQLSTATEs of a connection PostgreSQL ended or refused: class 08, shutdown/termination (57P01-57P03), too many connections. */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const CONNECTION_SYSTEM_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres' own errors for a connection that died, or could not be made in time. */
const CONNECTION_MESSAGES = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when `error` (or an error it wraps: DrizzleQueryError, a REPOSITORY_ERROR's cause) says the database
 * connection was lost or could not be made (a restart, a terminated backend, the server down), not that the
 * statement was wrong: the same work may succeed once PostgreSQL is back. A transaction whose connection died
 * often reports its failed ROLLBACK ("not queryable"), which counts too.
 */
export function isConnectionLost(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as PgErrorFields & { message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_SYSTEM_ERRORS.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** How a repository call answers a unique-key violation (SQLSTATE 23505) instead of REPOSITORY_ERROR. */
export interface UniqueViolationMapping {
  /** Only a violation of this constraint is mapped; default any unique constraint. */
  constraint?: string;
  /** The domain error it becomes, e.g. `new DomainError('CONFLICT', 'Failed to add skill', { reason: … })`. */
  error: () => DomainError;
}

/**
 * A user-safe DomainError for a failed database call; domain errors thrown inside a transaction pass through.
 * With `unique`, a unique-key violation (of its constraint) becomes its domain error: repositories, not services,
 * know the database's error codes.
 */
export function toRepositoryError(error: unknown, message: string, unique?: UniqueViolationMapping): DomainError {
  if (error instanceof DomainError) return error;
  if (unique && isUniqueViolation(error, unique.constraint)) return unique.error();
  const sqlState = databaseErrorCode(error);
  const mapped = new DomainError('REPOSITORY_ERROR', message, sqlState ? { sqlState } : undefined);
  // Kept for logs only: toJSON() leaves it out, so nothing of the query crosses the bus.
  mapped.cause = error;
  return mapped;
}

/**
 * Runs a repository call and turns its database errors into DomainError('REPOSITORY_ERROR', message), or a
 * unique-key violation into `unique`'s domain error.
 */
export async function withRepositoryErrors<T>(message: string, work: () => Promise<T>, unique?: UniqueViolationMapping): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toRepositoryError(error, message, unique);
  }
}

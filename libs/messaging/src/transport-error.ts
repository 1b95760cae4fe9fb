import { DomainError } from '@ecp/contracts';

/**
 * A request the bus could not get answered (no service handles it, it timed out, the connection is down): the
 * transport's failure, not the service's answer. Marked so the gateway can tell a person the operation's own message
 * ('Failed to add skill') rather than this one, which names internal request patterns.
 */
export function transportError(code: 'TIMEOUT' | 'UNAVAILABLE', message: string): DomainError {
  return new DomainError(code, message, { transport: true });
}

export function isTransportError(error: unknown): error is DomainError {
  return error instanceof DomainError && error.details?.transport === true;
}

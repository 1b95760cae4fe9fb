import { Inject, Injectable } from '@nestjs/common';
import { DomainError, HEADER_USER_ID, operationMessage, type RequestOf, type RequestPattern, type ResponseOf } from '@ecp/contracts';
import { isTransportError, MESSAGE_BUS, type MessageBus } from '@ecp/messaging';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';

/** What a person is told when a service could not be reached for an operation whose contract names no message. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Resolvers' one way to reach a service: a typed request carrying the authenticated user's id. */
@Injectable()
export class ServiceClient {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async request<P extends RequestPattern>(pattern: P, payload: RequestOf<P>, user?: AuthenticatedUser, options: { timeoutMs?: number } = {}): Promise<ResponseOf<P>> {
    try {
      return await this.bus.request(pattern, payload, { ...options, ...(user ? { headers: { [HEADER_USER_ID]: user.userId } } : {}) });
    } catch (error) {
      // The bus's own failure ('Request skills.add timed out after 5000 ms') names internals: the person is told the
      // operation's message, and the log keeps the cause (the error filters log every 5xx with its details).
      if (isTransportError(error)) throw new DomainError(error.code, operationMessage(pattern) ?? SERVICE_UNAVAILABLE_MESSAGE, { cause: error.message });
      throw error;
    }
  }
}

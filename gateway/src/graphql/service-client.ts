import { Inject, Injectable } from '@nestjs/common';
import { HEADER_USER_ID, type RequestOf, type RequestPattern, type ResponseOf } from '@ecp/contracts';
import { MESSAGE_BUS, type MessageBus } from '@ecp/messaging';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';

/** Resolvers' one way to reach a service: a typed request carrying the authenticated user's id. */
@Injectable()
export class ServiceClient {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  request<P extends RequestPattern>(pattern: P, payload: RequestOf<P>, user?: AuthenticatedUser, options: { timeoutMs?: number } = {}): Promise<ResponseOf<P>> {
    return this.bus.request(pattern, payload, { ...options, ...(user ? { headers: { [HEADER_USER_ID]: user.userId } } : {}) });
  }
}

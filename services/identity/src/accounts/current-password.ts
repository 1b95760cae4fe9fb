import { Injectable } from '@nestjs/common';
import { CURRENT_PASSWORD_INCORRECT, DomainError } from '@ecp/contracts';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import type { UserRow } from './account.repository.js';
import { verifyPassword } from './password.js';

/**
 * The signed-in user's current password, asked again before a change that a stolen access token alone must not make
 * (a new password, an authenticator of the thief's own). Throttled like a sign-in: a locked address is refused before
 * it is checked, and wrong ones count. Refused as FORBIDDEN: the session is valid, and a client renews its token and
 * retries on UNAUTHENTICATED, which would count one wrong password twice. An account without a password (signed up
 * through the professional network) has none to give, and passes on its verified session alone.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(private readonly throttle: LoginThrottleService) {}

  async assert(user: UserRow, currentPassword: string | undefined, ip: string | undefined): Promise<void> {
    if (!user.passwordHash) return;
    await this.throttle.assertAllowed(user.email, ip);
    if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
      await this.throttle.recordFailure(user.email, ip);
      throw new DomainError('FORBIDDEN', CURRENT_PASSWORD_INCORRECT);
    }
    await this.throttle.recordSuccess(user.email, ip);
  }
}

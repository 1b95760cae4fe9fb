import { Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf } from '@ecp/contracts';
import { AccountRepository } from './account.repository.js';
import { UserCache } from './user-cache.js';
import { toAuthUser } from './auth-user.js';

/** Reading an account. The flows that change one are use cases (sign-up, sign-in, password, confirmation, OIDC). */
@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly cache: UserCache,
  ) {}

  async getUser(userId: string): Promise<ResponseOf<'identity.get-user'>> {
    const found = await this.cache.get(userId, () => this.accounts.findWithRoles(userId));
    if (!found) throw new DomainError('NOT_FOUND', 'User not found');
    const { user, roles, pendingRole } = found;
    return { ...toAuthUser(user, roles), pendingRole, mfaEnabled: user.totpEnabledAt !== null, emailConfirmed: user.emailConfirmedAt !== null, metadata: user.metadata };
  }
}

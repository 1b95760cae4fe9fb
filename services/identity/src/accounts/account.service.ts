import { Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf } from '@ecp/contracts';
import { RoleRepository } from '../roles/role.repository.js';
import { AccountRepository } from './account.repository.js';
import { toAuthUser } from './auth-user.js';

/** Reading an account. The flows that change one are use cases (sign-up, sign-in, password, confirmation, OIDC). */
@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleRepository,
  ) {}

  async getUser(userId: string): Promise<ResponseOf<'identity.get-user'>> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return {
      ...toAuthUser(user, await this.roles.rolesOf(userId)),
      pendingRole: await this.roles.pendingRoleOf(userId),
      mfaEnabled: user.totpEnabledAt !== null,
      metadata: user.metadata,
    };
  }
}

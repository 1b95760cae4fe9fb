import { Injectable } from '@nestjs/common';
import type { ResponseOf } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import type { Emit } from '@ecp/runtime';
import type { UserRow } from '../accounts/account.repository.js';
import { toAuthUser } from '../accounts/auth-user.js';
import { MfaService } from '../mfa/mfa.service.js';
import { RoleRepository } from '../roles/role.repository.js';
import { SessionService } from './session.service.js';

/** After a first factor (a password, or a provider's verified sign-in): a session, or a code challenge when the account has two-factor sign-in. */
@Injectable()
export class SignInCompletionService {
  constructor(
    private readonly roles: RoleRepository,
    private readonly mfa: MfaService,
    private readonly sessions: SessionService,
  ) {}

  afterPassword(tx: AppTransaction, emit: Emit, user: UserRow, timeZone: string | null = null): Promise<ResponseOf<'identity.sign-in'>> {
    return this.afterFirstFactor(tx, emit, user, 'password', timeZone);
  }

  async afterFirstFactor(tx: AppTransaction, emit: Emit, user: UserRow, method: 'password' | 'oidc', timeZone: string | null = null): Promise<ResponseOf<'identity.sign-in'>> {
    if (user.totpEnabledAt) {
      const roles = await this.roles.rolesOf(user.id, tx);
      return { mfaRequired: true as const, mfaToken: await this.mfa.challenge(tx, user), user: toAuthUser(user, roles) };
    }
    return this.sessions.start(tx, emit, user, method, false, timeZone);
  }
}

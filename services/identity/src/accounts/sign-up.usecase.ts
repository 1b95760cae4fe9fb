import { Injectable } from '@nestjs/common';
import { validationError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { RoleService } from '../roles/role.service.js';
import { TokenService } from '../tokens/token.service.js';
import { AccountRepository } from './account.repository.js';
import { toAuthUser } from './auth-user.js';
import { EmailLinkService } from './email-links.service.js';
import { assertAcceptablePassword, hashPassword } from './password.js';

/**
 * Spec §6 sign-up: the account (user.registered), the role it asked for (RoleService.grantOnSignUp), and
 * either a session or, with EMAIL_CONFIRMATION on, an emailed confirmation link and no session yet.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleService,
    private readonly tokens: TokenService,
    private readonly emailLinks: EmailLinkService,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(input: RequestData<'identity.sign-up'>): Promise<ResponseOf<'identity.sign-up'>> {
    if (input.role === 'beneficiary' && !input.beneficiaryType) throw validationError('Please select your category');
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const email = input.email.trim();
    const confirm = this.emailLinks.confirmationRequired;

    const result = await this.outbox.transaction(async (tx, emit) => {
      const user = await this.accounts.insertUser(tx, {
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        beneficiaryType: input.role === 'beneficiary' ? input.beneficiaryType : null,
        // Nothing has proven the address yet, whether or not sign-in waits for that (EMAIL_CONFIRMATION): a
        // professional-network sign-in with this verified address takes such an account over (OidcSignInUseCase).
        emailConfirmedAt: null,
      });
      const { roles, pendingRole } = await this.roles.grantOnSignUp(tx, emit, user, input.role);
      await emit('user.registered', {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        requestedRole: input.role,
        beneficiaryType: user.beneficiaryType as never,
        registeredAt: user.createdAt.toISOString(),
      });
      if (confirm) {
        const token = await this.emailLinks.createConfirmation(tx, user.id);
        return { confirmationRequired: true as const, user: toAuthUser(user, roles), pendingRole, token };
      }
      const tokens = await this.tokens.issue(tx, { id: user.id, roles });
      return { user: toAuthUser(user, roles), ...tokens, pendingRole };
    });
    const { token, ...response } = result;
    if (token) await this.emailLinks.sendConfirmation(email, token, input.redirectTo);
    return response;
  }
}

import { Injectable } from '@nestjs/common';
import { validationError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { RoleRepository } from '../roles/role.repository.js';
import { SessionService } from '../sessions/session.service.js';
import { AccountRepository, type UserRow } from './account.repository.js';

/**
 * A sign-in the gateway verified with an OpenID Connect provider: the linked account, else the
 * account with the same verified email (now linked), else a new beneficiary account. The provider's
 * profile data (headline, experience) is merged into the user's metadata for skill extraction.
 */
@Injectable()
export class OidcSignInUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleRepository,
    private readonly sessions: SessionService,
    private readonly outbox: EventOutbox,
  ) {}

  execute(input: RequestData<'identity.oidc-sign-in'>): Promise<ResponseOf<'identity.oidc-sign-in'>> {
    return this.outbox.transaction(async (tx, emit) => {
      let user: UserRow | undefined = await this.accounts.findByExternalIdentity(input.issuer, input.subject, tx);
      let created = false;
      if (!user && input.email && input.emailVerified) {
        user = await this.accounts.findByEmail(input.email, tx);
        if (user) await this.accounts.linkExternalIdentity(tx, user.id, input.issuer, input.subject);
      }
      if (!user) {
        if (!input.email) throw validationError('The provider did not share an email address');
        user = await this.accounts.insertUser(tx, {
          email: input.email,
          passwordHash: null,
          fullName: input.fullName?.trim() || input.email.split('@')[0]!,
          beneficiaryType: null,
          emailConfirmedAt: input.emailVerified ? new Date() : null,
          metadata: input.metadata ?? {},
        });
        created = true;
        await this.accounts.linkExternalIdentity(tx, user.id, input.issuer, input.subject);
        await this.roles.assignRole(tx, user.id, 'beneficiary');
        await emit('user.registered', {
          userId: user.id, email: user.email, fullName: user.fullName, requestedRole: 'beneficiary', beneficiaryType: null, registeredAt: user.createdAt.toISOString(),
        });
      } else if (Object.keys(input.metadata ?? {}).length > 0) {
        const metadata = { ...user.metadata, ...input.metadata };
        await this.accounts.update(tx, user.id, { metadata });
        user = { ...user, metadata };
      }
      return { ...(await this.sessions.start(tx, emit, user, 'oidc')), created };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { validationError, type RequestData, type ResponseOf } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { EventOutbox, type Emit } from '@ecp/runtime';
import { RoleRepository } from '../roles/role.repository.js';
import { SessionService } from '../sessions/session.service.js';
import { SignInCompletionService } from '../sessions/sign-in-completion.service.js';
import { OneTimeTokenRepository } from '../tokens/one-time-token.repository.js';
import { AccountRepository, type UserRow } from './account.repository.js';
import { UNVERIFIED_PROVIDER_EMAIL } from './account-messages.js';

/**
 * A sign-in the gateway verified with an OpenID Connect provider: the linked account, else the
 * account with the same verified email (now linked), else a new beneficiary account. The provider's
 * profile data (headline, experience) is merged into the user's metadata for skill extraction.
 * An account with two-factor sign-in on ends in the same code challenge as a password sign-in.
 */
@Injectable()
export class OidcSignInUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleRepository,
    private readonly sessions: SessionService,
    private readonly completion: SignInCompletionService,
    private readonly oneTimeTokens: OneTimeTokenRepository,
    private readonly outbox: EventOutbox,
  ) {}

  execute(input: RequestData<'identity.oidc-sign-in'>): Promise<ResponseOf<'identity.oidc-sign-in'>> {
    return this.outbox.transaction(async (tx, emit) => {
      let user: UserRow | undefined = await this.accounts.findByExternalIdentity(input.issuer, input.subject, tx);
      let created = false;
      // An address the provider has not verified proves nothing: it must neither make an account nor join one, or
      // whoever typed someone else's address at the provider would hold a sign-in to that person's account.
      if (!user && !input.emailVerified) throw validationError(UNVERIFIED_PROVIDER_EMAIL);
      if (!user && input.email) {
        user = await this.accounts.findByEmail(input.email, tx);
        if (user) {
          if (!user.emailConfirmedAt) user = await this.claimUnprovenAccount(tx, emit, user);
          await this.accounts.linkExternalIdentity(tx, user.id, input.issuer, input.subject);
        }
      }
      if (!user) {
        if (!input.email) throw validationError('The provider did not share an email address');
        user = await this.accounts.insertUser(tx, {
          email: input.email,
          passwordHash: null,
          fullName: input.fullName?.trim() || input.email.split('@')[0]!,
          beneficiaryType: null,
          emailConfirmedAt: new Date(),
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
      // Two-factor sign-in applies whichever way the first factor was proven.
      const outcome = await this.completion.afterFirstFactor(tx, emit, user, 'oidc', input.timeZone ?? null);
      return 'accessToken' in outcome ? { ...outcome, created } : outcome;
    });
  }

  /**
   * The account has this email but never proved it (sign-up does not check addresses unless EMAIL_CONFIRMATION is
   * on), so anyone could have made it, with a password of their own, before the address's owner came. The provider
   * has verified that this person owns the address: they win. The unproven password goes (and with it every session
   * and open code challenge made with it), so whoever set it cannot sign in any more (pre-account takeover); the
   * address is now confirmed. So do the sign-ins through a provider linked to it before. Two-factor sign-in stays on:
   * it still has to be passed, so it lets no one in alone.
   */
  private async claimUnprovenAccount(tx: AppTransaction, emit: Emit, user: UserRow): Promise<UserRow> {
    const claimed = { passwordHash: null, emailConfirmedAt: new Date() };
    await this.accounts.update(tx, user.id, claimed);
    await this.accounts.unlinkExternalIdentities(tx, user.id);
    await this.sessions.revokeAll(user.id, tx, emit);
    await this.oneTimeTokens.invalidateAll(tx, user.id, 'mfa_challenge');
    return { ...user, ...claimed };
  }
}

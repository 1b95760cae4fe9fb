import { Injectable } from '@nestjs/common';
import { CURRENT_PASSWORD_INCORRECT, DomainError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { RoleService } from '../roles/role.service.js';
import { SessionService } from '../sessions/session.service.js';
import { SignInCompletionService } from '../sessions/sign-in-completion.service.js';
import { MfaService } from '../mfa/mfa.service.js';
import { OneTimeTokenRepository } from '../tokens/one-time-token.repository.js';
import { AccountRepository } from './account.repository.js';
import { INVALID_RESET_LINK } from './account-messages.js';
import { EmailLinkService } from './email-links.service.js';
import { CurrentPasswordCheck } from './current-password.js';
import { assertAcceptablePassword, hashPassword } from './password.js';

const SIGN_IN_AGAIN = 'Please sign in to continue';

/**
 * Sets a new password with an emailed reset token (signed out) or as the signed-in user. Every other
 * session ends; the caller gets a fresh one (or, after a reset link with two-factor sign-in on, a code challenge).
 *
 * The signed-in change re-checks the current password (ASVS 6.2.3, CurrentPasswordCheck): a stolen access token alone
 * must not be able to set a password and end the owner's other sessions. An account without a password (signed up
 * through the professional network) sets its first one from a recent sign-in, as account deletion treats it.
 * No second-factor code is asked:
 * the new password alone never signs in to an account with two-factor sign-in on (its authenticator is unchanged),
 * and the new session keeps the second-factor mark the caller's session proved, never more.
 */
@Injectable()
export class UpdatePasswordUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly sessions: SessionService,
    private readonly completion: SignInCompletionService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly roles: RoleService,
    private readonly mfa: MfaService,
    private readonly oneTimeTokens: OneTimeTokenRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(input: RequestData<'identity.update-password'>): Promise<ResponseOf<'identity.update-password'>> {
    assertAcceptablePassword(input.password);
    if (input.resetToken) return this.withResetLink(input.resetToken, input.password);
    return this.signedIn(input);
  }

  private async withResetLink(resetToken: string, password: string): Promise<ResponseOf<'identity.update-password'>> {
    // A made-up token is refused before the password is hashed (argon2id's memory and CPU), so guessing costs nothing
    // here; the transaction below still uses the token only once.
    if (!(await this.emailLinks.isLive(resetToken, 'password_reset'))) throw new DomainError('VALIDATION_ERROR', INVALID_RESET_LINK);
    const passwordHash = await hashPassword(password);
    return this.outbox.transaction(async (tx, emit) => {
      const userId = await this.emailLinks.consume(tx, resetToken, 'password_reset');
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError('VALIDATION_ERROR', INVALID_RESET_LINK);
      // Following the emailed link proves the address too. Whoever made the account before its owner came may have
      // linked a provider sign-in to it as well as a password: both go.
      await this.accounts.update(tx, user.id, { passwordHash, ...(!user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}) });
      if (!user.emailConfirmedAt) await this.accounts.unlinkExternalIdentities(tx, user.id);
      await this.sessions.revokeAll(user.id, tx, emit);
      // The address and the password are now its owner's: a configured first admin takes up the role here. A second
      // factor set up before the address was proven is whoever signed it up's, and would lock its owner out: it goes.
      const owner = (await this.roles.grantListedAdmin(tx, emit, user)) && !user.emailConfirmedAt ? await this.mfa.dropSecondFactor(tx, user) : user;
      return this.completion.afterPassword(tx, emit, owner);
    });
  }

  private async signedIn(input: RequestData<'identity.update-password'>): Promise<ResponseOf<'identity.update-password'>> {
    const user = input.userId ? await this.accounts.findById(input.userId) : undefined;
    if (!user) throw new DomainError('UNAUTHENTICATED', SIGN_IN_AGAIN);
    await this.currentPassword.assert(user, input);
    const passwordHash = await hashPassword(input.password);
    return this.outbox.transaction(async (tx, emit) => {
      const current = await this.accounts.findById(user.id, tx);
      if (!current) throw new DomainError('UNAUTHENTICATED', SIGN_IN_AGAIN);
      // The password checked above must still be the account's (no reset or other change in between), and an account
      // that had none when this began cannot have gained one that was never checked.
      if (current.passwordHash !== user.passwordHash) throw new DomainError('FORBIDDEN', CURRENT_PASSWORD_INCORRECT);
      await this.accounts.update(tx, user.id, { passwordHash });
      await this.sessions.revokeAll(user.id, tx, emit);
      // What the old password or the mailbox could still do goes with it: a reset link mailed before (someone reading
      // the mail would reset the new password) and a sign-in waiting for its second factor.
      await this.oneTimeTokens.invalidateAll(tx, user.id, 'password_reset');
      await this.oneTimeTokens.invalidateAll(tx, user.id, 'mfa_challenge');
      // A signed-in change keeps the second factor the caller's session proved (the gateway read it off the token).
      return this.sessions.start(tx, emit, current, 'password', input.mfa && Boolean(current.totpEnabledAt));
    });
  }
}

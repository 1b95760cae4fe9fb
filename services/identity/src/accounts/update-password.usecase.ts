import { Injectable } from '@nestjs/common';
import { DomainError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { SessionService } from '../sessions/session.service.js';
import { SignInCompletionService } from '../sessions/sign-in-completion.service.js';
import { AccountRepository } from './account.repository.js';
import { INVALID_RESET_LINK } from './account-messages.js';
import { EmailLinkService } from './email-links.service.js';
import { assertAcceptablePassword, hashPassword } from './password.js';

/**
 * Sets a new password with an emailed reset token (signed out) or as the signed-in user. Every other
 * session ends; the caller gets a fresh one (or, after a reset link with two-factor sign-in on, a code challenge).
 */
@Injectable()
export class UpdatePasswordUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly sessions: SessionService,
    private readonly completion: SignInCompletionService,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(input: RequestData<'identity.update-password'>): Promise<ResponseOf<'identity.update-password'>> {
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.outbox.transaction(async (tx, emit) => {
      const viaEmail = Boolean(input.resetToken);
      const userId = input.resetToken ? await this.emailLinks.consume(tx, input.resetToken, 'password_reset') : input.userId;
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError(viaEmail ? 'VALIDATION_ERROR' : 'UNAUTHENTICATED', viaEmail ? INVALID_RESET_LINK : 'Please sign in to continue');
      // Following the emailed link proves the address too.
      await this.accounts.update(tx, user.id, { passwordHash, ...(viaEmail && !user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}) });
      await this.sessions.revokeAll(user.id, tx, emit);
      if (viaEmail) return this.completion.afterPassword(tx, emit, user);
      // A signed-in change keeps the second factor the caller's session proved (the gateway read it off the token).
      return this.sessions.start(tx, emit, user, 'password', input.mfa && Boolean(user.totpEnabledAt));
    });
  }
}

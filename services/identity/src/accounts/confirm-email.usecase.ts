import { Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { SessionService } from '../sessions/session.service.js';
import { AccountRepository } from './account.repository.js';
import { INVALID_CONFIRMATION_LINK } from './account-messages.js';
import { EmailLinkService } from './email-links.service.js';

/** Follows an emailed confirmation link: the address is confirmed and the user signed in. */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly sessions: SessionService,
    private readonly outbox: EventOutbox,
  ) {}

  execute(token: string): Promise<ResponseOf<'identity.confirm-email'>> {
    return this.outbox.transaction(async (tx, emit) => {
      const userId = await this.emailLinks.consume(tx, token, 'email_confirmation');
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError('VALIDATION_ERROR', INVALID_CONFIRMATION_LINK);
      await this.accounts.update(tx, user.id, { emailConfirmedAt: new Date() });
      return this.sessions.start(tx, emit, user, 'password');
    });
  }
}

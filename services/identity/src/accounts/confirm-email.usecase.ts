import { Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { AccountRepository } from './account.repository.js';
import { INVALID_CONFIRMATION_LINK } from './account-messages.js';
import { EmailLinkService } from './email-links.service.js';

/**
 * Follows an emailed confirmation link: the address is confirmed, and the person signs in with their password. The
 * link does not sign in: opened in someone else's browser (sent there on purpose), it would sign that browser in to
 * the sender's account, where whatever the victim then uploaded would land (login CSRF).
 */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly outbox: EventOutbox,
  ) {}

  execute(token: string): Promise<ResponseOf<'identity.confirm-email'>> {
    return this.outbox.transaction(async (tx) => {
      const userId = await this.emailLinks.consume(tx, token, 'email_confirmation');
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError('VALIDATION_ERROR', INVALID_CONFIRMATION_LINK);
      await this.accounts.update(tx, user.id, { emailConfirmedAt: new Date() });
      return { ok: true as const };
    });
  }
}

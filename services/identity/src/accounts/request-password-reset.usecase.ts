import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type RequestData } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { AccountRepository } from './account.repository.js';
import { EmailLinkService } from './email-links.service.js';

/** Emails a password reset link. Always the same answer, whether or not the address has an account. */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly outbox: EventOutbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(input: RequestData<'identity.request-password-reset'>): Promise<{ ok: true }> {
    const user = await this.accounts.findByEmail(input.email);
    if (!user) return { ok: true };
    const token = await this.outbox.transaction((tx) => this.emailLinks.createPasswordReset(tx, user.id));
    try {
      await this.emailLinks.sendPasswordReset(user, token, input.redirectTo);
    } catch (error) {
      this.logger.error({ err: error }, 'password reset email could not be sent');
      throw new DomainError('SERVICE_ERROR', 'Failed to send the password reset email');
    }
    return { ok: true };
  }
}

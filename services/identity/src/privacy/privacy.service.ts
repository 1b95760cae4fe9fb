import { Inject, Injectable } from '@nestjs/common';
import { DomainError, serviceNames, type ResponseOf, type TypedEvent, type UserDataExport } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import type { MessageBus } from '@ecp/messaging';
import { EventOutbox, LOGGER, MESSAGE_BUS } from '@ecp/runtime';
import { AccountRepository } from '../accounts/account.repository.js';
import { PrivacyRepository } from './privacy.repository.js';

/** The identity service's part of a data export (the account without secrets) and the register of erasures. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly repository: PrivacyRepository,
    private readonly outbox: EventOutbox,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async exportUserData(userId: string): Promise<UserDataExport> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return { service: 'identity', data: await this.repository.exportRows(userId, user.email), files: [] };
  }

  /**
   * Records each service's confirmation once, however often it is delivered. With the last one, the events that
   * name the person are erased from the bus as well (all but `user.deleted`, which partners still need, and the
   * id-only confirmations); if that fails the confirmation is not recorded and its redelivery tries again.
   */
  async onUserErased(event: TypedEvent<'user.erased'>): Promise<void> {
    const { userId, service, erasedAt } = event.data;
    await this.outbox.handleOnce(event, 'identity:erasure-register', async (tx) => {
      await this.repository.recordConfirmation(tx, userId, service, new Date(erasedAt));
      const confirmed = new Set((await this.repository.confirmations(userId, tx)).map((row) => row.service));
      if (!serviceNames.every((name) => confirmed.has(name))) return;
      const erased = await this.bus.eraseEventsAbout(userId, { keep: ['user.deleted', 'user.erased'] });
      this.logger.info({ userId, erasedEvents: erased }, 'every service erased a deleted account');
    });
  }

  async erasureStatus(userId: string): Promise<ResponseOf<'identity.erasure-status'>> {
    const rows = await this.repository.confirmations(userId);
    const own = rows.find((row) => row.service === 'identity');
    return { deletedAt: own?.erasedAt.toISOString() ?? null, confirmedBy: rows.map((row) => row.service).sort() };
  }
}

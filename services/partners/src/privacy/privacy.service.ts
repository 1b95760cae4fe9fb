import { Injectable } from '@nestjs/common';
import type { TypedEvent, UserDataExport } from '@ecp/contracts';
import { EventOutbox, eraseDeletedUser } from '@ecp/runtime';
import { WebhookService } from '../webhooks/webhook.service.js';
import { PrivacyRepository } from './privacy.repository.js';

/** The partners service's part of a person's data export and of their account deletion. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly outbox: EventOutbox,
    private readonly webhooks: WebhookService,
  ) {}

  async exportUserData(userId: string): Promise<UserDataExport> {
    return { service: 'partners', data: await this.repository.exportRows(userId), files: [] };
  }

  /**
   * Erase first, then tell the partners: `user.deleted` is a partner event (the id only), so the webhooks that want it
   * get it after every pending delivery about the person is gone.
   */
  async onUserDeleted(event: TypedEvent<'user.deleted'>): Promise<void> {
    await eraseDeletedUser(this.outbox, 'partners', event, (tx, userId) => this.repository.erase(tx, userId));
    await this.webhooks.enqueue(event);
  }
}

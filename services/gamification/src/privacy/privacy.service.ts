import { Injectable } from '@nestjs/common';
import type { TypedEvent, UserDataExport } from '@ecp/contracts';
import { EventOutbox, eraseDeletedUser } from '@ecp/runtime';
import { PrivacyRepository } from './privacy.repository.js';

/** The gamification service's part of a person's data export and of their account deletion. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async exportUserData(userId: string): Promise<UserDataExport> {
    return { service: 'gamification', data: await this.repository.exportRows(userId), files: [] };
  }

  async onUserDeleted(event: TypedEvent<'user.deleted'>): Promise<void> {
    await eraseDeletedUser(this.outbox, 'gamification', event, (tx, userId) => this.repository.erase(tx, userId));
  }
}

import { Injectable } from '@nestjs/common';
import { badgeCatalogue, type Badge, type BadgeType, type TypedEvent } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { BadgeRepository } from './badge.repository.js';

const CONSUMER = 'gamification';

@Injectable()
export class BadgeService {
  constructor(
    private readonly badges: BadgeRepository,
    private readonly outbox: EventOutbox,
  ) {}

  /** The whole catalogue with the user's earned dates, in catalogue order. */
  async listForUser(userId: string): Promise<Badge[]> {
    const earned = new Map((await this.badges.listForUser(userId)).map((row) => [row.badgeType, row.earnedDate]));
    return badgeCatalogue.map((entry) => ({
      badgeType: entry.badgeType,
      name: entry.name,
      description: entry.description,
      badgeCategory: entry.badgeCategory,
      earnedDate: earned.get(entry.badgeType)?.toISOString() ?? null,
    }));
  }

  /** first_login's criterion is "always": every registered user gets it, once. */
  async onUserRegistered(event: TypedEvent<'user.registered'>): Promise<void> {
    await this.award(event, event.data.userId, 'first_login');
  }

  private async award(cause: TypedEvent<'user.registered'>, userId: string, badgeType: BadgeType): Promise<void> {
    const entry = badgeCatalogue.find((b) => b.badgeType === badgeType)!;
    await this.outbox.handleOnce(cause, `${CONSUMER}:${badgeType}`, async (tx, emit) => {
      const row = await this.badges.insertOnce(tx, { userId, badgeType, badgeCategory: entry.badgeCategory });
      if (row) {
        await emit('badge.awarded', { userId, badgeType, badgeCategory: entry.badgeCategory, earnedAt: row.earnedDate.toISOString() });
      }
    });
  }
}

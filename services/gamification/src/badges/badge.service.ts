import { Injectable } from '@nestjs/common';
import { badgeCatalogue, type Badge } from '@ecp/contracts';
import { BadgeRepository } from './badge.repository.js';

/** The badges as the user sees them; they are awarded by the progress consumer (`progress/`). */
@Injectable()
export class BadgeService {
  constructor(private readonly badges: BadgeRepository) {}

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
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { withRepositoryErrors } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { heldSkills } from '../db/schema/index.js';

@Injectable()
export class HeldSkillsRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  namesForUser(userId: string): Promise<string[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveTrainingPrograms, async () => {
      const rows = await this.db
        .select({ name: heldSkills.skillName })
        .from(heldSkills)
        .where(and(eq(heldSkills.userId, userId), isNull(heldSkills.removedAt)));
      return rows.map((r) => r.name);
    });
  }

  /** A removal seen first leaves a tombstone, so the late `added` does not bring the skill back. */
  async added(tx: AppTransaction, skills: { userId: string; skillId: string; skillName: string }[]): Promise<void> {
    await tx.insert(heldSkills).values(skills).onConflictDoNothing();
  }

  async removed(tx: AppTransaction, skill: { userId: string; skillId: string; skillName: string }): Promise<void> {
    await tx
      .insert(heldSkills)
      .values({ ...skill, removedAt: sql`now()` })
      .onConflictDoUpdate({ target: [heldSkills.userId, heldSkills.skillId], set: { removedAt: sql`now()`, updatedAt: sql`now()` } });
  }
}

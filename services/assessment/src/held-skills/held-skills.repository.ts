import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { heldSkills } from '../db/schema/index.js';

type HeldSkill = { userId: string; skillId: string; skillName: string };

@Injectable()
export class HeldSkillsRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /** The names of the skills the user holds now (as far as the skill events seen so far tell). */
  namesForUser(userId: string): Promise<string[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.completeAssessment, async () => {
      const rows = await this.db
        .select({ name: heldSkills.skillName })
        .from(heldSkills)
        .where(and(eq(heldSkills.userId, userId), isNull(heldSkills.removedAt)));
      return rows.map((row) => row.name);
    });
  }

  /** A removal seen first leaves a tombstone, so the late `added` does not bring the skill back. */
  async added(tx: AppTransaction, skills: HeldSkill[]): Promise<void> {
    await tx.insert(heldSkills).values(skills).onConflictDoNothing();
  }

  async removed(tx: AppTransaction, skill: HeldSkill): Promise<void> {
    await tx
      .insert(heldSkills)
      .values({ ...skill, removedAt: sql`now()` })
      .onConflictDoUpdate({ target: [heldSkills.userId, heldSkills.skillId], set: { removedAt: sql`now()`, updatedAt: sql`now()` } });
  }
}

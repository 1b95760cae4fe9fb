import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { userSkills } from '../db/schema/index.js';

export type UserSkillRow = typeof userSkills.$inferSelect;

@Injectable()
export class UserSkillsRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  listForUser(userId: string): Promise<UserSkillRow[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveSkills, () =>
      this.db.select().from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.createdAt), asc(userSkills.skillName)),
    );
  }

  namesForUser(userId: string, db: AppDatabase | AppTransaction = this.db): Promise<string[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveSkills, async () =>
      (await db.select({ name: userSkills.skillName }).from(userSkills).where(eq(userSkills.userId, userId))).map((r) => r.name),
    );
  }

  hasAny(userId: string): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveSkills, async () =>
      (await this.db.select({ id: userSkills.id }).from(userSkills).where(eq(userSkills.userId, userId)).limit(1)).length > 0,
    );
  }

  /** Inserts the skill; a case-insensitive duplicate of a held skill is a CONFLICT. */
  insert(tx: AppTransaction, skill: Pick<UserSkillRow, 'userId' | 'skillName' | 'proficiencyLevel' | 'source' | 'taxonomyConceptId'>): Promise<UserSkillRow> {
    // A savepoint keeps the outer transaction usable after a unique violation.
    return withRepositoryErrors(FAILURE_MESSAGES.addSkill, async () => (await tx.transaction((sp) => sp.insert(userSkills).values(skill).returning()))[0]!, {
      constraint: 'user_skills_user_name_unique',
      error: () => new DomainError('CONFLICT', FAILURE_MESSAGES.addSkill, { reason: 'This skill is already in your profile' }),
    });
  }

  /**
   * Inserts skills the caller knows the user does not hold (the user's row locked, the held names read in the same
   * transaction), in one statement; returns the rows in the order given. A duplicate fails the whole transaction.
   */
  insertMany(tx: AppTransaction, skills: Pick<UserSkillRow, 'userId' | 'skillName' | 'proficiencyLevel' | 'source' | 'taxonomyConceptId' | 'importedBy'>[]): Promise<UserSkillRow[]> {
    if (skills.length === 0) return Promise.resolve([]);
    return withRepositoryErrors(FAILURE_MESSAGES.addSkill, async () => {
      const rows = await tx.insert(userSkills).values(skills).returning();
      const byName = new Map(rows.map((row) => [row.skillName, row]));
      return skills.map((skill) => byName.get(skill.skillName)!);
    });
  }

  delete(tx: AppTransaction, userId: string, skillId: string): Promise<UserSkillRow | undefined> {
    return withRepositoryErrors(FAILURE_MESSAGES.deleteSkill, async () => {
      const [row] = await tx.delete(userSkills).where(and(eq(userSkills.id, skillId), eq(userSkills.userId, userId))).returning();
      return row;
    });
  }

  /**
   * Deletes the skills an earlier CV upload's analysis imported (before `before`, by another assessment than
   * `assessmentId`) whose names (lower case) are not in `found`; returns them.
   */
  deleteImportedExcept(tx: AppTransaction, userId: string, { found, assessmentId, before }: { found: ReadonlySet<string>; assessmentId: string | null; before: Date }): Promise<UserSkillRow[]> {
    return withRepositoryErrors(FAILURE_MESSAGES.addSkill, async () => {
      const imported = await tx
        .select()
        .from(userSkills)
        .where(and(eq(userSkills.userId, userId), isNotNull(userSkills.importedBy), lt(userSkills.createdAt, before), ...(assessmentId ? [ne(userSkills.importedBy, assessmentId)] : [])));
      const stale = imported.filter((row) => !found.has(row.skillName.toLowerCase())).map((row) => row.id);
      if (stale.length === 0) return [];
      return tx.delete(userSkills).where(and(eq(userSkills.userId, userId), inArray(userSkills.id, stale))).returning();
    });
  }

  count(tx: AppTransaction, userId: string, message: string): Promise<number> {
    return withRepositoryErrors(message, async () => {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(userSkills).where(eq(userSkills.userId, userId));
      return row?.n ?? 0;
    });
  }
}

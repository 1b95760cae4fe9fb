import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, gt } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { toRepositoryError, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { profiles } from '../db/schema/index.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'id' | 'createdAt'>;

/** The only file of the profiles feature that speaks SQL. */
@Injectable()
export class ProfileRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async findById(id: string): Promise<ProfileRow | undefined> {
    try {
      const [row] = await this.db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    } catch (error) {
      throw toRepositoryError(error, FAILURE_MESSAGES.retrieveProfile);
    }
  }

  /** The row locked for the rest of the transaction, so concurrent changes apply one after the other. */
  async findForUpdate(tx: AppTransaction, id: string): Promise<ProfileRow | undefined> {
    try {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update');
      return row;
    } catch (error) {
      throw toRepositoryError(error, FAILURE_MESSAGES.retrieveProfile);
    }
  }

  /**
   * Spec §7's upsert by id in two steps that cannot lose a concurrent change: insert the defaults if there is no
   * row (a concurrent insert is waited for, then nothing happens), after which `findForUpdate` always finds and
   * locks the row. Returns whether this call created it.
   */
  async insertIfAbsent(tx: AppTransaction, id: string): Promise<boolean> {
    try {
      const rows = await tx.insert(profiles).values({ id }).onConflictDoNothing({ target: profiles.id }).returning({ id: profiles.id });
      return rows.length > 0;
    } catch (error) {
      throw toRepositoryError(error, FAILURE_MESSAGES.saveProfile);
    }
  }

  /** Writes only the given fields (and updatedAt) of a row the transaction holds locked. */
  async updateFields(tx: AppTransaction, id: string, values: Partial<ProfileValues>): Promise<ProfileRow> {
    try {
      const [row] = await tx.update(profiles).set({ ...values, updatedAt: new Date() }).where(eq(profiles.id, id)).returning();
      return row!;
    } catch (error) {
      // Spec §8: saving is the upsert's insert above; this is the update.
      throw toRepositoryError(error, FAILURE_MESSAGES.updateProfile);
    }
  }

  /** A page of profiles in id order after `afterId` (the gamification backfill). */
  async page(afterId: string | null, limit: number): Promise<ProfileRow[]> {
    try {
      return await this.db.select().from(profiles).where(afterId ? gt(profiles.id, afterId) : undefined).orderBy(asc(profiles.id)).limit(limit);
    } catch (error) {
      throw toRepositoryError(error, FAILURE_MESSAGES.retrieveProfile);
    }
  }
}

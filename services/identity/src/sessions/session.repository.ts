import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { refreshTokens } from '../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type Executor = AppDatabase | AppTransaction;

/** Refresh tokens (hashes only) and their families. */
@Injectable()
export class SessionRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async insert(tx: AppTransaction, values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; mfa: boolean }): Promise<void> {
    try {
      await tx.insert(refreshTokens).values(values);
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to create session');
    }
  }

  /**
   * Marks a live token rotated and returns it, atomically: of two requests racing with one token only
   * one gets the row; the other sees a rotated token (reuse).
   */
  async claim(tx: AppTransaction, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    return row;
  }

  async findByHash(tokenHash: string, executor: Executor = this.db): Promise<RefreshTokenRow | undefined> {
    const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** A family is live while one of its tokens is neither revoked nor expired (rotation keeps one live token). */
  async isFamilyActive(userId: string, familyId: string, now: Date): Promise<boolean> {
    const rows = await this.db.select({ id: refreshTokens.id }).from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Whether a live family's sign-in (its first token) happened within the last `withinMs`, by the database's clock
   * (which stamped it): false for an unknown, another user's or an ended family.
   */
  async signedInWithin(userId: string, familyId: string, withinMs: number): Promise<boolean> {
    const [row] = await this.db
      .select({
        recent: sql<boolean>`min(${refreshTokens.createdAt}) > now() - make_interval(secs => ${withinMs / 1000})
          and bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId)));
    return row?.recent === true;
  }

  /** Revokes a session's live refresh tokens (only `userId`'s, when given); answers how many. */
  async revokeFamily(familyId: string, executor: Executor = this.db, userId?: string): Promise<number> {
    const rows = await executor.update(refreshTokens).set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), ...(userId ? [eq(refreshTokens.userId, userId)] : []))).returning({ id: refreshTokens.id });
    return rows.length;
  }

  async revokeAllOfUser(userId: string, executor: Executor = this.db): Promise<number> {
    const rows = await executor.update(refreshTokens).set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))).returning({ id: refreshTokens.id });
    return rows.length;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DomainError } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { externalIdentities, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
type Executor = AppDatabase | AppTransaction;

@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async findByEmail(email: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
    return row;
  }

  async findById(id: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async insertUser(tx: AppTransaction, values: {
    email: string; passwordHash: string | null; fullName: string; beneficiaryType: string | null;
    emailConfirmedAt?: Date | null; metadata?: Record<string, unknown>;
  }): Promise<UserRow> {
    return withRepositoryErrors('Failed to create account', async () => (await tx.insert(users).values(values).returning())[0]!, {
      constraint: 'users_email_lower_unique',
      error: () => new DomainError('CONFLICT', 'An account with this email already exists'),
    });
  }

  async update(tx: AppTransaction, userId: string, values: Partial<Pick<UserRow, 'passwordHash' | 'emailConfirmedAt' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep' | 'metadata' | 'fullName'>>): Promise<void> {
    try {
      await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to update account');
    }
  }

  /**
   * Records `step` as the user's last accepted TOTP step, only if it is later than the one recorded:
   * true when this call claimed it. Of two requests racing with the same code only one succeeds.
   */
  async claimTotpStep(tx: AppTransaction, userId: string, step: number): Promise<boolean> {
    const rows = await tx.update(users).set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step)))).returning({ id: users.id });
    return rows.length === 1;
  }

  async findByExternalIdentity(issuer: string, subject: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select({ user: users }).from(externalIdentities).innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject))).limit(1);
    return row?.user;
  }

  async linkExternalIdentity(tx: AppTransaction, userId: string, issuer: string, subject: string): Promise<void> {
    try {
      await tx.insert(externalIdentities).values({ userId, issuer, subject }).onConflictDoNothing();
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to link account');
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DomainError, type Role } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { externalIdentities, roleRequests, userRoles, users } from '../db/schema/index.js';
import { UserCache } from './user-cache.js';

export type UserRow = typeof users.$inferSelect;
type Executor = AppDatabase | AppTransaction;

/** What `identity.get-user` tells of an account (never its password hash or TOTP secret). */
const publicColumns = { id: users.id, email: users.email, fullName: users.fullName, totpEnabledAt: users.totpEnabledAt, emailConfirmedAt: users.emailConfirmedAt, metadata: users.metadata };

/** An account with its role (one per user) and its latest pending role request. */
export interface UserWithRoles {
  user: Pick<UserRow, keyof typeof publicColumns>;
  roles: Role[];
  pendingRole: Role | null;
}

/**
 * The `me` read in one statement, built once: the account, its role and its pending role request were three
 * queries, each built anew by Drizzle (a quarter of identity's CPU on the read path, and three round trips), and
 * the account's every column was read (hash and secret included) where five are needed.
 */
function prepareUserWithRoles(db: AppDatabase) {
  const pendingRole = db
    .select({ role: roleRequests.role })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, users.id), eq(roleRequests.status, 'pending')))
    .orderBy(desc(roleRequests.createdAt))
    .limit(1);
  return db
    .select({ user: publicColumns, role: userRoles.role, pendingRole: sql<Role | null>`(${pendingRole})` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('identity_user_with_roles');
}

@Injectable()
export class AccountRepository {
  private readonly userWithRoles: ReturnType<typeof prepareUserWithRoles>;

  constructor(
    @Inject(DATABASE) private readonly db: AppDatabase,
    private readonly cache: UserCache,
  ) {
    this.userWithRoles = prepareUserWithRoles(db);
  }

  async findWithRoles(id: string): Promise<UserWithRoles | undefined> {
    const [row] = await this.userWithRoles.execute({ id });
    return row && { user: row.user, roles: row.role ? [row.role] : [], pendingRole: row.pendingRole };
  }

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

  /**
   * Sets the second factor's columns only while they still hold what the caller read (`expected`): a set-up started
   * again in another tab, or an activation committed meanwhile, is not overwritten. Answers whether the row changed.
   */
  async updateTotpIf(tx: AppTransaction, userId: string, expected: { totpSecret?: string | null; enabled: boolean }, values: Partial<Pick<UserRow, 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'>>): Promise<boolean> {
    const conditions = [eq(users.id, userId), expected.enabled ? sql`${users.totpEnabledAt} is not null` : isNull(users.totpEnabledAt)];
    if (expected.totpSecret !== undefined) conditions.push(expected.totpSecret === null ? isNull(users.totpSecret) : eq(users.totpSecret, expected.totpSecret));
    const changed = await withRepositoryErrors('Failed to update account', () =>
      tx.update(users).set({ ...values, updatedAt: new Date() }).where(and(...conditions)).returning({ id: users.id }));
    this.cache.forget(userId);
    return changed.length > 0;
  }

  async update(tx: AppTransaction, userId: string, values: Partial<Pick<UserRow, 'passwordHash' | 'emailConfirmedAt' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep' | 'metadata' | 'fullName'>>): Promise<void> {
    try {
      await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
      this.cache.forget(userId);
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to update account');
    }
  }

  /** Up to `limit` sealed TOTP secrets, by user id after `afterId` (a pass over every one, page by page). */
  async sealedTotpSecrets(afterId: string | null, limit: number): Promise<{ id: string; totpSecret: string }[]> {
    const rows = await this.db.select({ id: users.id, totpSecret: users.totpSecret }).from(users)
      .where(and(sql`${users.totpSecret} is not null`, afterId ? sql`${users.id} > ${afterId}` : undefined))
      .orderBy(users.id).limit(limit);
    return rows.filter((row): row is { id: string; totpSecret: string } => row.totpSecret !== null);
  }

  /** Replaces a sealed TOTP secret if it is still `from` (another replica, or a re-enrolment, may have been first). */
  async resealTotpSecret(userId: string, from: string, to: string): Promise<boolean> {
    const rows = await this.db.update(users).set({ totpSecret: to }).where(and(eq(users.id, userId), eq(users.totpSecret, from))).returning({ id: users.id });
    this.cache.forget(userId);
    return rows.length === 1;
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

  /** Ends every sign-in through a provider linked to the account. */
  async unlinkExternalIdentities(tx: AppTransaction, userId: string): Promise<void> {
    await tx.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
  }

  async linkExternalIdentity(tx: AppTransaction, userId: string, issuer: string, subject: string): Promise<void> {
    try {
      await tx.insert(externalIdentities).values({ userId, issuer, subject }).onConflictDoNothing();
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to link account');
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DomainError, type Role } from '@ecp/contracts';
import { isUniqueViolation, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { roleRequests, userRoles, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
type Executor = AppDatabase | AppTransaction;

@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async rolesOf(userId: string, executor: Executor = this.db): Promise<Role[]> {
    const rows = await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return rows.map((r) => r.role);
  }

  async insertUser(tx: AppTransaction, values: { email: string; passwordHash: string; fullName: string; beneficiaryType: string | null }): Promise<UserRow> {
    try {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'An account with this email already exists');
      throw new DomainError('REPOSITORY_ERROR', 'Failed to create account');
    }
  }

  async assignRole(tx: AppTransaction, userId: string, role: Role): Promise<void> {
    try {
      await tx.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to assign user role');
    }
  }

  async insertRoleRequest(tx: AppTransaction, userId: string, role: 'admin' | 'partner'): Promise<string> {
    const [row] = await tx.insert(roleRequests).values({ userId, role }).returning({ id: roleRequests.id });
    return row!.id;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DomainError, FAILURE_MESSAGES, type Role } from '@ecp/contracts';
import type { AppDatabase, AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { roleRequests, userRoles, users } from '../db/schema/index.js';
import { UserCache } from '../accounts/user-cache.js';

type Executor = AppDatabase | AppTransaction;
export type RoleRequestStatus = 'pending' | 'approved' | 'rejected';
export interface RoleRequestRow {
  id: string;
  userId: string;
  email: string;
  /** The requester followed a link mailed to that address (confirmation or reset). */
  emailConfirmed: boolean;
  fullName: string;
  role: 'admin' | 'partner';
  status: RoleRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

const requestColumns = {
  id: roleRequests.id,
  userId: roleRequests.userId,
  email: users.email,
  emailConfirmed: isNotNull(users.emailConfirmedAt),
  fullName: users.fullName,
  role: roleRequests.role,
  status: roleRequests.status,
  createdAt: roleRequests.createdAt,
  decidedAt: roleRequests.decidedAt,
};

/** user_roles (one per user) and role_requests. */
@Injectable()
export class RoleRepository {
  constructor(
    @Inject(DATABASE) private readonly db: AppDatabase,
    private readonly cache: UserCache,
  ) {}

  async rolesOf(userId: string, executor: Executor = this.db): Promise<Role[]> {
    try {
      const rows = await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role);
    } catch {
      throw new DomainError('REPOSITORY_ERROR', FAILURE_MESSAGES.retrieveUserRole);
    }
  }

  async assignRole(tx: AppTransaction, userId: string, role: Role): Promise<void> {
    try {
      await tx.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
      this.cache.forget(userId);
    } catch {
      throw new DomainError('REPOSITORY_ERROR', FAILURE_MESSAGES.assignUserRole);
    }
  }

  async insertRequest(tx: AppTransaction, userId: string, role: 'admin' | 'partner'): Promise<string> {
    try {
      const [row] = await tx.insert(roleRequests).values({ userId, role }).returning({ id: roleRequests.id });
      this.cache.forget(userId);
      return row!.id;
    } catch {
      throw new DomainError('REPOSITORY_ERROR', FAILURE_MESSAGES.assignUserRole);
    }
  }

  async list(status?: RoleRequestStatus): Promise<RoleRequestRow[]> {
    try {
      const query = this.db.select(requestColumns).from(roleRequests).innerJoin(users, eq(users.id, roleRequests.userId));
      const rows = await (status ? query.where(eq(roleRequests.status, status)) : query).orderBy(desc(roleRequests.createdAt)).limit(500);
      return rows as RoleRequestRow[];
    } catch {
      throw new DomainError('REPOSITORY_ERROR', 'Failed to retrieve role requests');
    }
  }

  async find(id: string, executor: Executor = this.db): Promise<RoleRequestRow | undefined> {
    const [row] = await executor.select(requestColumns).from(roleRequests).innerJoin(users, eq(users.id, roleRequests.userId)).where(eq(roleRequests.id, id)).limit(1);
    return row as RoleRequestRow | undefined;
  }

  /** The user's request for `role` still waiting for a decision, if any. */
  async pendingRequestId(userId: string, role: 'admin' | 'partner', executor: Executor = this.db): Promise<string | undefined> {
    const [row] = await executor.select({ id: roleRequests.id }).from(roleRequests)
      .where(and(eq(roleRequests.userId, userId), eq(roleRequests.role, role), eq(roleRequests.status, 'pending')))
      .orderBy(desc(roleRequests.createdAt)).limit(1);
    return row?.id;
  }

  /** Decides a still-pending request; false when someone else decided it first. */
  async decide(tx: AppTransaction, id: string, status: 'approved' | 'rejected', decidedBy: string, decidedAt: Date): Promise<boolean> {
    const rows = await tx.update(roleRequests).set({ status, decidedBy, decidedAt })
      .where(and(eq(roleRequests.id, id), eq(roleRequests.status, 'pending'))).returning({ userId: roleRequests.userId });
    for (const row of rows) this.cache.forget(row.userId);
    return rows.length === 1;
  }
}

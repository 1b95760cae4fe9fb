import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf, type Role } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { EventOutbox, type Emit } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { RoleRepository, type RoleRequestRow, type RoleRequestStatus } from './role.repository.js';

export const ADMINS_ONLY = 'Only administrators can review role requests';

@Injectable()
export class RoleService {
  constructor(
    private readonly roles: RoleRepository,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * The role a new account asked for (spec §6): only the beneficiary role is self-assigned. A partner or
   * admin sign-up gets no role and a pending request (role.requested), answered as its pending role. The one
   * exception is the first admin: an Administrator sign-up with an address listed in ADMIN_EMAILS.
   */
  async grantOnSignUp(
    tx: AppTransaction,
    emit: Emit,
    user: { id: string; email: string; createdAt: Date },
    requested: Role,
  ): Promise<{ roles: Role[]; pendingRole: Role | null }> {
    const bootstrapAdmin = requested === 'admin' && this.config.ADMIN_EMAILS.includes(user.email.toLowerCase());
    let pendingRole: Role | null = null;
    if (requested === 'beneficiary' || bootstrapAdmin) {
      await this.roles.assignRole(tx, user.id, requested);
    } else {
      pendingRole = requested;
      const requestId = await this.roles.insertRequest(tx, user.id, requested);
      await emit('role.requested', { userId: user.id, requestId, role: requested, requestedAt: user.createdAt.toISOString() });
    }
    return { roles: await this.roles.rolesOf(user.id, tx), pendingRole };
  }

  /** has_role answers false on any error (spec §6). */
  async hasRole(userId: string, role: Role): Promise<boolean> {
    try {
      return (await this.roles.rolesOf(userId)).includes(role);
    } catch {
      return false;
    }
  }

  async list(adminId: string, status?: RoleRequestStatus): Promise<ResponseOf<'identity.list-role-requests'>> {
    await this.assertAdmin(adminId);
    return { requests: (await this.roles.list(status)).map(toRoleRequest) };
  }

  /** Approving gives the user the role (replacing any other: one role per user); both emit role.decided. */
  async decide(adminId: string, requestId: string, decision: 'approve' | 'reject'): Promise<ResponseOf<'identity.decide-role-request'>> {
    await this.assertAdmin(adminId);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const decidedAt = new Date();
    await this.outbox.transaction(async (tx, emit) => {
      const request = await this.roles.find(requestId, tx);
      if (!request) throw new DomainError('NOT_FOUND', 'Role request not found');
      if (!(await this.roles.decide(tx, requestId, status, adminId, decidedAt))) {
        throw new DomainError('CONFLICT', 'This role request has already been decided');
      }
      if (status === 'approved') await this.roles.assignRole(tx, request.userId, request.role);
      await emit('role.decided', { userId: request.userId, requestId, role: request.role, decision: status, decidedBy: adminId, decidedAt: decidedAt.toISOString() });
    });
    return toRoleRequest((await this.roles.find(requestId))!);
  }

  /** FORBIDDEN with `message` unless the user holds the admin role in this service's own records. */
  async assertAdmin(userId: string, message = ADMINS_ONLY): Promise<void> {
    if (!(await this.hasRole(userId, 'admin'))) throw new DomainError('FORBIDDEN', message);
  }
}

function toRoleRequest(row: RoleRequestRow): ResponseOf<'identity.decide-role-request'> {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

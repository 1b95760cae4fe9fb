import { Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf, type Role } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { RoleRepository, type RoleRequestRow, type RoleRequestStatus } from './role.repository.js';

export const ADMINS_ONLY = 'Only administrators can review role requests';

@Injectable()
export class RoleService {
  constructor(
    private readonly roles: RoleRepository,
    private readonly outbox: EventOutbox,
  ) {}

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

  private async assertAdmin(userId: string): Promise<void> {
    if (!(await this.hasRole(userId, 'admin'))) throw new DomainError('FORBIDDEN', ADMINS_ONLY);
  }
}

function toRoleRequest(row: RoleRequestRow): ResponseOf<'identity.decide-role-request'> {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

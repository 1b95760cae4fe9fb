import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type ResponseOf, type Role } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { EventOutbox, type Emit } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { RoleRepository, type RoleRequestRow, type RoleRequestStatus } from './role.repository.js';

export const ADMINS_ONLY = 'Only administrators can review role requests';
export const ADMIN_ADDRESS_UNPROVEN =
  "This person's email address is not confirmed yet. Ask them to confirm it with Forgot password? on the sign-in page, then approve.";

@Injectable()
export class RoleService {
  constructor(
    private readonly roles: RoleRepository,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * The role a new account asked for (spec §6): only the beneficiary role is self-assigned. A partner or admin
   * sign-up gets no role and a pending request (role.requested), answered as its pending role, the first admin
   * included: an Administrator sign-up with an address listed in ADMIN_EMAILS is told so (`listedAdmin`, the caller
   * mails that address a link to take the role up) and becomes admin only once that address is proven
   * (`grantListedAdmin`). Before, it was admin at once, so whoever signed the address up first (nothing proves an
   * address at sign-up unless EMAIL_CONFIRMATION is on) held the platform before its owner came.
   */
  async grantOnSignUp(
    tx: AppTransaction,
    emit: Emit,
    user: { id: string; email: string; createdAt: Date },
    requested: Role,
  ): Promise<{ roles: Role[]; pendingRole: Role | null; listedAdmin: boolean }> {
    if (requested === 'beneficiary') {
      await this.roles.assignRole(tx, user.id, requested);
      return { roles: await this.roles.rolesOf(user.id, tx), pendingRole: null, listedAdmin: false };
    }
    const requestId = await this.roles.insertRequest(tx, user.id, requested);
    await emit('role.requested', { userId: user.id, requestId, role: requested, requestedAt: user.createdAt.toISOString() });
    return { roles: await this.roles.rolesOf(user.id, tx), pendingRole: requested, listedAdmin: requested === 'admin' && this.isListedAdmin(user.email) };
  }

  /**
   * Called once an account's address is proven by an emailed link that also set its password (so whoever signed the
   * address up before its owner has lost the account): an ADMIN_EMAILS address with a pending admin request becomes
   * admin, the request approved by its own (now proven) owner. True when it did.
   */
  async grantListedAdmin(tx: AppTransaction, emit: Emit, user: { id: string; email: string }): Promise<boolean> {
    if (!this.isListedAdmin(user.email)) return false;
    const requestId = await this.roles.pendingRequestId(user.id, 'admin', tx);
    return requestId !== undefined && this.settle(tx, emit, { id: requestId, userId: user.id, role: 'admin' }, 'approved', user.id, new Date());
  }

  /** Decides a still-pending request (an approval gives the role) and announces it; false when it was decided already. */
  private async settle(
    tx: AppTransaction,
    emit: Emit,
    request: { id: string; userId: string; role: 'admin' | 'partner' },
    status: 'approved' | 'rejected',
    decidedBy: string,
    decidedAt: Date,
  ): Promise<boolean> {
    if (!(await this.roles.decide(tx, request.id, status, decidedBy, decidedAt))) return false;
    if (status === 'approved') await this.roles.assignRole(tx, request.userId, request.role);
    await emit('role.decided', { userId: request.userId, requestId: request.id, role: request.role, decision: status, decidedBy, decidedAt: decidedAt.toISOString() });
    return true;
  }

  private isListedAdmin(email: string): boolean {
    return this.config.ADMIN_EMAILS.includes(email.toLowerCase());
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
      // Anyone can sign up as Administrator with a trusted-looking address (cto@…): the role goes only to its proven owner.
      if (status === 'approved' && request.role === 'admin' && request.status === 'pending' && !request.emailConfirmed) {
        throw new DomainError('CONFLICT', ADMIN_ADDRESS_UNPROVEN);
      }
      if (!(await this.settle(tx, emit, { id: requestId, userId: request.userId, role: request.role }, status, adminId, decidedAt))) {
        throw new DomainError('CONFLICT', 'This role request has already been decided');
      }
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

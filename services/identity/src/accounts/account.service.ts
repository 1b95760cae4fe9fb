import { Injectable } from '@nestjs/common';
import { DomainError, validationError, type AuthUser, type RequestOf, type ResponseOf, type Role } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { AccountRepository, type UserRow } from './account.repository.js';
import { assertAcceptablePassword, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.js';
import { TokenService } from '../tokens/token.service.js';

const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: TokenService,
    private readonly outbox: EventOutbox,
  ) {}

  /**
   * Only the beneficiary role is self-assigned (spec §6). A partner or admin sign-up gets no role,
   * a pending role request, and may carry on as a learner in the meantime.
   */
  async signUp(input: RequestOf<'identity.sign-up'>): Promise<ResponseOf<'identity.sign-up'>> {
    if (input.role === 'beneficiary' && !input.beneficiaryType) throw validationError('Please select your category');
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const email = input.email.trim();

    return this.outbox.transaction(async (tx, emit) => {
      const user = await this.accounts.insertUser(tx, {
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        beneficiaryType: input.role === 'beneficiary' ? input.beneficiaryType : null,
      });
      const registeredAt = user.createdAt.toISOString();
      let pendingRole: Role | null = null;
      if (input.role === 'beneficiary') {
        await this.accounts.assignRole(tx, user.id, 'beneficiary');
      } else {
        pendingRole = input.role;
        const requestId = await this.accounts.insertRoleRequest(tx, user.id, input.role);
        await emit('role.requested', { userId: user.id, requestId, role: input.role, requestedAt: registeredAt });
      }
      await emit('user.registered', {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        requestedRole: input.role,
        beneficiaryType: user.beneficiaryType as never,
        registeredAt,
      });
      const roles = await this.accounts.rolesOf(user.id, tx);
      const tokens = await this.tokens.issue(tx, { id: user.id, roles });
      return { user: toAuthUser(user, roles), ...tokens, pendingRole };
    });
  }

  async signIn(input: RequestOf<'identity.sign-in'>): Promise<ResponseOf<'identity.sign-in'>> {
    const user = await this.accounts.findByEmail(input.email.trim());
    // Verify against a dummy hash for unknown emails so both paths take the same time.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
    if (!user || !ok) throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    return this.outbox.transaction(async (tx, emit) => {
      const roles = await this.accounts.rolesOf(user.id, tx);
      const tokens = await this.tokens.issue(tx, { id: user.id, roles });
      await emit('user.signed-in', { userId: user.id, method: 'password', signedInAt: new Date().toISOString(), mfa: false });
      return { user: toAuthUser(user, roles), ...tokens };
    });
  }

  /** has_role answers false on any error (spec §6). */
  async hasRole(userId: string, role: Role): Promise<boolean> {
    try {
      return (await this.accounts.rolesOf(userId)).includes(role);
    } catch {
      return false;
    }
  }

  async getUser(userId: string): Promise<AuthUser> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return toAuthUser(user, await this.accounts.rolesOf(userId));
  }
}

function toAuthUser(user: UserRow, roles: Role[]): AuthUser {
  return { id: user.id, email: user.email, fullName: user.fullName, roles };
}

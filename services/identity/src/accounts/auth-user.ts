import type { AuthUser, Role } from '@ecp/contracts';
import type { UserRow } from './account.repository.js';

export function toAuthUser(user: Pick<UserRow, 'id' | 'email' | 'fullName'>, roles: Role[]): AuthUser {
  return { id: user.id, email: user.email, fullName: user.fullName, roles };
}

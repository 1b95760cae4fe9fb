import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type RequestData, type ResponseOf } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER, type Emit } from '@ecp/runtime';
import type { UserRow } from '../accounts/account.repository.js';
import { AccountRepository } from '../accounts/account.repository.js';
import { toAuthUser } from '../accounts/auth-user.js';
import { RoleRepository } from '../roles/role.repository.js';
import { hashToken, TokenService } from '../tokens/token.service.js';
import { SessionRepository } from './session.repository.js';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
type Session = ResponseOf<'identity.refresh'>;

/** Sessions: a refresh-token family per sign-in, rotated on every refresh; reuse revokes the family. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly accounts: AccountRepository,
    private readonly roles: RoleRepository,
    private readonly tokens: TokenService,
    private readonly outbox: EventOutbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts a new session (token family) for a verified user and announces the sign-in. */
  async start(tx: AppTransaction, emit: Emit, user: UserRow, method: 'password' | 'oidc', mfa = false, timeZone: string | null = null): Promise<Session> {
    const roles = await this.roles.rolesOf(user.id, tx);
    const tokens = await this.tokens.issue(tx, { id: user.id, roles }, undefined, { mfa });
    await emit('user.signed-in', { userId: user.id, method, signedInAt: new Date().toISOString(), mfa, timeZone });
    return { user: toAuthUser(user, roles), ...tokens };
  }

  async refresh(refreshToken: string): Promise<Session> {
    const tokenHash = hashToken(refreshToken);
    const rotated = await this.outbox.transaction(async (tx) => {
      const previous = await this.sessions.claim(tx, tokenHash, new Date());
      if (!previous) return null;
      const user = await this.accounts.findById(previous.userId, tx);
      if (!user) return null;
      const roles = await this.roles.rolesOf(user.id, tx);
      // Same family: reuse of any earlier token in it revokes this one too. The family keeps the
      // second-factor mark of the sign-in that started it, and its end: a stolen refresh cookie used once a month
      // must not last for ever (a session's lifetime is absolute, ASVS 7.3.2).
      const tokens = await this.tokens.issue(tx, { id: user.id, roles }, previous.familyId, { mfa: previous.mfa, sessionEndsAt: previous.expiresAt });
      return { user: toAuthUser(user, roles), ...tokens };
    });
    if (rotated) return rotated;

    const known = await this.sessions.findByHash(tokenHash);
    if (known && (known.rotatedAt || known.revokedAt)) {
      // A rotated (or revoked) token came back: someone holds a copy. End every session of that family.
      const revoked = await this.outbox.transaction(async (tx, emit) => {
        const count = await this.sessions.revokeFamily(known.familyId, tx);
        if (count > 0) await emit('sessions.revoked', { userId: known.userId, sessionId: known.familyId, reason: 'token-reuse', revokedAt: new Date().toISOString() });
        return count;
      });
      if (revoked > 0) this.logger.warn({ userId: known.userId, familyId: known.familyId, revoked }, 'refresh token reuse detected: token family revoked');
    }
    throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
  }

  /** Whether an access token's session is live: its family has a token neither revoked nor expired. */
  async isActive(userId: string, sessionId: string): Promise<boolean> {
    return this.sessions.isFamilyActive(userId, sessionId, new Date());
  }

  async signOut(request: RequestData<'identity.sign-out'>): Promise<{ ok: true }> {
    const scope = request.scope ?? 'global';
    const known = request.refreshToken ? await this.sessions.findByHash(hashToken(request.refreshToken)) : undefined;
    // A cookie of another user than the access token's is ignored rather than trusted; a stale one
    // (rotated, revoked, expired) may end its own family but not every session of the account.
    const cookieOk = known && (!request.userId || known.userId === request.userId);
    const cookieLive = cookieOk && !known.rotatedAt && !known.revokedAt && known.expiresAt > new Date();
    const revokedAt = new Date().toISOString();
    await this.outbox.transaction(async (tx, emit) => {
      if (scope === 'local') {
        // This browser's session: the cookie's, else the access token's (an API client that sends no cookie had been
        // told true while its session lived on).
        const session = cookieOk ? { userId: known.userId, familyId: known.familyId } : request.userId && request.sessionId ? { userId: request.userId, familyId: request.sessionId } : undefined;
        if (session && (await this.sessions.revokeFamily(session.familyId, tx, session.userId)) > 0) {
          await emit('sessions.revoked', { userId: session.userId, sessionId: session.familyId, reason: 'sign-out', revokedAt });
        }
      } else {
        const userId = request.userId ?? (cookieLive ? known.userId : undefined);
        if (userId) {
          await this.sessions.revokeAllOfUser(userId, tx);
          await emit('sessions.revoked', { userId, sessionId: null, reason: 'sign-out', revokedAt });
        }
      }
    });
    return { ok: true };
  }

  /** Every session of the user ends (a password change), announced so access tokens stop at once. */
  async revokeAll(userId: string, tx: AppTransaction, emit: Emit): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, tx);
    await emit('sessions.revoked', { userId, sessionId: null, reason: 'password-change', revokedAt: new Date().toISOString() });
  }
}

import { Injectable } from '@nestjs/common';
import { CURRENT_PASSWORD_INCORRECT, DomainError, RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED } from '@ecp/contracts';
import { SessionRepository } from '../sessions/session.repository.js';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import type { UserRow } from './account.repository.js';
import { verifyPassword } from './password.js';

/** What the caller proves beside its access token: the current password, and the session the token belongs to. */
export interface Reauthentication {
  currentPassword?: string;
  /** The access token's `sid` (the gateway reads it off the verified token). */
  sessionId?: string;
  ip?: string;
}

/**
 * The signed-in user's current password, asked again before a change that a stolen access token alone must not make
 * (a new password, an authenticator of the thief's own). Throttled like a sign-in: each check counts as a failure
 * before the password is verified (a locked address is refused, unchecked), and a right one is taken back. Refused as
 * FORBIDDEN: the session is valid, and a client renews its token and retries on UNAUTHENTICATED, which would count
 * one wrong password twice.
 *
 * An account without a password (signed up through the professional network) has none to give: its session must have
 * signed in within RECENT_SIGN_IN_MINUTES instead (ASVS 7.5.3), so a token stolen from an older session, or a session
 * kept alive by refreshing, cannot make the change. A refresh keeps its session's sign-in time.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionRepository,
  ) {}

  async assert(user: UserRow, { currentPassword, sessionId, ip }: Reauthentication): Promise<void> {
    if (!user.passwordHash) return this.assertRecentSignIn(user, sessionId);
    // Counted as a failure from here on: a wrong password needs nothing more, a right one is taken back.
    const attempt = await this.throttle.beginAttempt(user.email, ip);
    if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) throw new DomainError('FORBIDDEN', CURRENT_PASSWORD_INCORRECT);
    await this.throttle.succeeded(attempt);
  }

  async assertRecentSignIn(user: UserRow, sessionId: string | undefined): Promise<void> {
    if (!sessionId || !(await this.sessions.signedInWithin(user.id, sessionId, RECENT_SIGN_IN_MINUTES * 60_000))) {
      throw new DomainError('FORBIDDEN', RECENT_SIGN_IN_REQUIRED);
    }
  }
}

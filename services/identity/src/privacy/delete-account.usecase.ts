import { Injectable } from '@nestjs/common';
import { DELETE_ACCOUNT_REFUSED_MESSAGE, DomainError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { AccountRepository } from '../accounts/account.repository.js';
import { CurrentPasswordCheck } from '../accounts/current-password.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../accounts/password.js';
import { MfaService } from '../mfa/mfa.service.js';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import { PrivacyRepository } from './privacy.repository.js';

/**
 * Deletes the caller's account. The password is re-checked (accounts that have one) and, with two-factor sign-in
 * on, a code too; each try counts against the same limits as sign-in before they are checked, and right ones are
 * taken back. An account without a password (signed up through the professional network) is deleted only from a
 * recent sign-in (CurrentPasswordCheck), and with its code too if it has two-factor sign-in on. One transaction erases
 * the account, ends every session (`sessions.revoked`: access tokens stop at once) and announces `user.deleted`.
 */
@Injectable()
export class DeleteAccountUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly privacy: PrivacyRepository,
    private readonly mfa: MfaService,
    private readonly throttle: LoginThrottleService,
    private readonly reauthentication: CurrentPasswordCheck,
    private readonly outbox: EventOutbox,
  ) {}

  async execute({ userId, password, code, sessionId, ip }: RequestData<'identity.delete-account'>): Promise<ResponseOf<'identity.delete-account'>> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
    if (!user.passwordHash) await this.reauthentication.assertRecentSignIn(user, sessionId);
    // Counted as a failure from here on: a wrong password or code needs nothing more; right ones (the account then
    // erased) are taken back.
    const attempt = await this.throttle.beginAttempt(user.email, ip);
    const passwordOk = await verifyPassword(user.passwordHash ?? DUMMY_PASSWORD_HASH, password ?? '');
    const deleted = await this.throttle.verifying(attempt, (proven) => this.outbox.transaction(async (tx, emit) => {
      if (user.passwordHash && !passwordOk) return false;
      if (user.totpEnabledAt && !(code && (await this.mfa.checkCode(tx, user, code.trim())))) return false;
      proven();
      await this.privacy.erase(tx, user.id, user.email);
      const now = new Date().toISOString();
      await emit('sessions.revoked', { userId, sessionId: null, reason: 'account-deleted', revokedAt: now });
      await emit('user.deleted', { userId, deletedAt: now });
      return true;
    }));
    if (!deleted) {
      // FORBIDDEN, not UNAUTHENTICATED: the session is valid, the re-check failed. A client renews its access token and
      // sends the request again on UNAUTHENTICATED (the SPA does), which would count one wrong password twice.
      throw new DomainError('FORBIDDEN', DELETE_ACCOUNT_REFUSED_MESSAGE);
    }
    return { ok: true };
  }
}

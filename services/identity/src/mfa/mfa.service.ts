import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DomainError, INVALID_VERIFICATION_CODE, validationError, type RequestData, type ResponseOf } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { AccountRepository, type UserRow } from '../accounts/account.repository.js';
import { CurrentPasswordCheck } from '../accounts/current-password.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { RoleService } from '../roles/role.service.js';
import { SessionService } from '../sessions/session.service.js';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import { hashToken, newOpaqueToken } from '../tokens/token.service.js';
import { OneTimeTokenRepository } from '../tokens/one-time-token.repository.js';
import { RecoveryCodeRepository } from './recovery-code.repository.js';
import { base32Decode, matchTotpStep, newTotpSecret, otpauthUrl, SecretBox } from './totp.js';

export const INVALID_CODE = INVALID_VERIFICATION_CODE;
export const MFA_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const ADMINS_ONLY_REMOVE_SECOND_FACTOR = "Only administrators can turn off someone else's two-factor sign-in";
export const OWN_SECOND_FACTOR = 'Turn off your own two-factor sign-in from your profile, with a code';
export const CONFIRM_EMAIL_FIRST = 'Confirm your email address before turning on two-factor sign-in';
export const TOTP_SETUP_RESTARTED = 'Two-factor set-up was started again elsewhere. Scan the new code and try again.';
const CHALLENGE_TTL_MS = 5 * 60_000;
const RECOVERY_CODE_COUNT = 10;

/**
 * Optional two-factor sign-in with TOTP (any authenticator app) and single-use recovery codes. Every
 * accepted TOTP code claims its time step, so the same code (or an older one) never works twice.
 */
@Injectable()
export class MfaService {
  private readonly box: SecretBox;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly recoveryCodes: RecoveryCodeRepository,
    private readonly oneTimeTokens: OneTimeTokenRepository,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly outbox: EventOutbox,
    private readonly roles: RoleService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.box = new SecretBox(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS);
  }

  /**
   * Only on a proven address: with EMAIL_CONFIRMATION off, whoever signs up someone else's address could otherwise turn
   * on an authenticator of theirs, which would outlive the owner taking the account back with a reset link (as a real
   * owner's factor must) and lock them out. The proof is the reset-style link `identity.request-email-proof` mails.
   */
  async enroll(userId: string): Promise<ResponseOf<'identity.totp-enroll'>> {
    const user = await this.requireUser(userId);
    if (user.totpEnabledAt) throw new DomainError('CONFLICT', 'Two-factor sign-in is already on');
    if (!user.emailConfirmedAt) throw new DomainError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
    const secret = newTotpSecret();
    // Only while it is still off: an activation committed since the read above is not turned off again.
    const started = await this.outbox.transaction((tx) => this.accounts.updateTotpIf(tx, userId, { enabled: false }, { totpSecret: this.box.seal(secret), totpEnabledAt: null, totpLastStep: null }));
    if (!started) throw new DomainError('CONFLICT', 'Two-factor sign-in is already on');
    return { secret, otpauthUrl: otpauthUrl(secret, user.email, this.config.TOTP_ISSUER) };
  }

  /**
   * An administrator's recovery for a person locked out by their second factor (lost authenticator and codes, or set up
   * by whoever signed their address up before they proved it): checked as admin in this service's own records, from a
   * session signed in within RECENT_SIGN_IN_MINUTES, then the factor goes (the person signs in with their password and
   * may set one up again). Logged with who did it.
   */
  async removeByAdmin({ adminId, email, sessionId }: RequestData<'identity.remove-second-factor'>): Promise<ResponseOf<'identity.remove-second-factor'>> {
    await this.roles.assertAdmin(adminId, ADMINS_ONLY_REMOVE_SECOND_FACTOR);
    const admin = await this.requireUser(adminId);
    await this.currentPassword.assertRecentSignIn(admin, sessionId);
    const user = await this.accounts.findByEmail(email);
    // An admin's own factor is turned off from their profile, with a code: a token taken from their session must not do it.
    if (user?.id === adminId) throw new DomainError('FORBIDDEN', OWN_SECOND_FACTOR);
    if (!user || (!user.totpEnabledAt && !user.totpSecret)) return { removed: false };
    await this.outbox.transaction((tx) => this.dropSecondFactor(tx, user));
    this.logger.warn({ adminId, userId: user.id }, 'two-factor sign-in turned off by an administrator');
    return { removed: true };
  }

  /** Turns the second factor off and forgets it: secret, recovery codes, and sign-ins waiting for a code. */
  async dropSecondFactor(tx: AppTransaction, user: UserRow): Promise<UserRow> {
    const none = { totpSecret: null, totpEnabledAt: null, totpLastStep: null };
    await this.accounts.update(tx, user.id, none);
    await this.recoveryCodes.replace(tx, user.id, []);
    await this.oneTimeTokens.invalidateAll(tx, user.id, 'mfa_challenge');
    return { ...user, ...none };
  }

  /** The password first (CurrentPasswordCheck), then the code: a wrong password uses no code up. */
  async activate({ userId, code, ...reauthentication }: RequestData<'identity.totp-activate'>): Promise<ResponseOf<'identity.totp-activate'>> {
    const user = await this.requireUser(userId);
    if (user.totpEnabledAt) throw new DomainError('CONFLICT', 'Two-factor sign-in is already on');
    if (!user.emailConfirmedAt) throw new DomainError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
    if (!user.totpSecret) throw validationError(INVALID_CODE);
    await this.currentPassword.assert(user, reauthentication);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(5).toString('hex')));
    await this.outbox.transaction(async (tx) => {
      if (!(await this.consumeTotp(tx, user, code))) throw validationError(INVALID_CODE);
      // On the secret the code was checked against: a set-up started again meanwhile (another tab) holds a secret the
      // person's authenticator may not have, and turning that on would leave them only their recovery codes.
      if (!(await this.accounts.updateTotpIf(tx, userId, { totpSecret: user.totpSecret, enabled: false }, { totpEnabledAt: new Date() }))) {
        throw new DomainError('CONFLICT', TOTP_SETUP_RESTARTED);
      }
      await this.recoveryCodes.replace(tx, userId, codes.map(hashRecoveryCode));
    });
    return { recoveryCodes: codes };
  }

  /**
   * Turns two-factor sign-in off with a fresh code or an unused recovery code. Someone holding only a session must not
   * be able to guess one: each try counts against the same limits as sign-in before its code is checked (a locked
   * address is refused, unchecked), and a right code is taken back.
   */
  async disable(userId: string, code: string, ip?: string): Promise<{ ok: true }> {
    const user = await this.requireUser(userId);
    if (!user.totpEnabledAt) return { ok: true };
    // Counted as a failure from here on: a wrong code needs nothing more, a right one is taken back.
    const attempt = await this.throttle.beginAttempt(user.email, ip);
    const disabled = await this.throttle.verifying(attempt, (proven) => this.outbox.transaction(async (tx) => {
      if (!(await this.checkCode(tx, user, code.trim()))) return false;
      proven();
      await this.accounts.update(tx, userId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      await this.recoveryCodes.replace(tx, userId, []);
      return true;
    }));
    if (!disabled) throw validationError(INVALID_CODE);
    return { ok: true };
  }

  /** After a correct password: a short-lived, single-use token that the second step must present. */
  async challenge(tx: AppTransaction, user: UserRow): Promise<string> {
    const token = newOpaqueToken();
    await this.oneTimeTokens.create(tx, { userId: user.id, purpose: 'mfa_challenge', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
    return token;
  }

  async verify(mfaToken: string, code: string, ip?: string, timeZone: string | null = null): Promise<ResponseOf<'identity.verify-mfa'>> {
    const tokenHash = hashToken(mfaToken);
    const userId = await this.oneTimeTokens.peek(tokenHash, 'mfa_challenge');
    const user = userId ? await this.accounts.findById(userId) : undefined;
    if (!user || !user.totpEnabledAt) throw new DomainError('UNAUTHENTICATED', MFA_EXPIRED);
    // Codes are brute-forced against the same per-account and per-IP limits as passwords: counted as a failure from
    // here on, a right code taken back (also when its challenge turns out used up: the code was right).
    const attempt = await this.throttle.beginAttempt(user.email, ip);
    const session = await this.throttle.verifying(attempt, (proven) => this.outbox.transaction(async (tx, emit) => {
      if (!(await this.consumeTotp(tx, user, code)) && !(await this.recoveryCodes.consume(tx, user.id, hashRecoveryCode(code)))) return null;
      proven();
      if (!(await this.oneTimeTokens.consume(tx, tokenHash, 'mfa_challenge'))) throw new DomainError('UNAUTHENTICATED', MFA_EXPIRED);
      return this.sessions.start(tx, emit, user, 'password', true, timeZone);
    }));
    if (!session) throw new DomainError('UNAUTHENTICATED', INVALID_CODE);
    await this.throttle.rememberAddress(user.email, ip);
    return session;
  }

  /** Re-checks the second factor before a sensitive change (deleting the account): a fresh TOTP code or an unused recovery code, which it uses up. */
  async checkCode(tx: AppTransaction, user: UserRow, code: string): Promise<boolean> {
    return (await this.consumeTotp(tx, user, code)) || this.recoveryCodes.consume(tx, user.id, hashRecoveryCode(code));
  }

  /** True when `code` is the user's TOTP code for a step later than the last accepted one, which it then claims. */
  private async consumeTotp(tx: AppTransaction, user: UserRow, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    let step: number | null;
    try {
      step = matchTotpStep(base32Decode(this.box.open(user.totpSecret)), code);
    } catch {
      return false;
    }
    return step !== null && this.accounts.claimTotpStep(tx, user.id, step);
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return user;
  }
}

const formatRecoveryCode = (hex: string) => `${hex.slice(0, 5)}-${hex.slice(5)}`;
/** Recovery codes are compared case- and dash-insensitively. */
const hashRecoveryCode = (code: string) => hashToken(`recovery:${code.trim().toLowerCase().replace(/[^0-9a-f]/g, '')}`);

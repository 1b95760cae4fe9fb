import { Inject, Injectable } from '@nestjs/common';
import { DomainError, validationError, type RequestOf, type ResponseOf, type Role } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { Mailer } from '../mail/mailer.js';
import { MfaService } from '../mfa/mfa.service.js';
import { RoleRepository } from '../roles/role.repository.js';
import { SessionService } from '../sessions/session.service.js';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import { OneTimeTokenRepository } from '../tokens/one-time-token.repository.js';
import { hashToken, newOpaqueToken, TokenService } from '../tokens/token.service.js';
import { AccountRepository, type UserRow } from './account.repository.js';
import { toAuthUser } from './auth-user.js';
import { assertAcceptablePassword, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';
const RESET_TTL_MS = 60 * 60_000;
const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleRepository,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly mfa: MfaService,
    private readonly throttle: LoginThrottleService,
    private readonly oneTimeTokens: OneTimeTokenRepository,
    private readonly mailer: Mailer,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Only the beneficiary role is self-assigned (spec §6). A partner or admin sign-up gets no role,
   * a pending role request, and may carry on as a learner in the meantime. The one exception is the
   * first admin: an Administrator sign-up with an address listed in ADMIN_EMAILS is an admin at once.
   */
  async signUp(input: RequestOf<'identity.sign-up'>): Promise<ResponseOf<'identity.sign-up'>> {
    if (input.role === 'beneficiary' && !input.beneficiaryType) throw validationError('Please select your category');
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const email = input.email.trim();
    const confirm = this.config.EMAIL_CONFIRMATION;
    const bootstrapAdmin = input.role === 'admin' && this.config.ADMIN_EMAILS.includes(email.toLowerCase());

    const result = await this.outbox.transaction(async (tx, emit) => {
      const user = await this.accounts.insertUser(tx, {
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        beneficiaryType: input.role === 'beneficiary' ? input.beneficiaryType : null,
        emailConfirmedAt: confirm ? null : new Date(),
      });
      const registeredAt = user.createdAt.toISOString();
      let pendingRole: Role | null = null;
      if (input.role === 'beneficiary' || bootstrapAdmin) {
        await this.roles.assignRole(tx, user.id, input.role);
      } else {
        pendingRole = input.role;
        const requestId = await this.roles.insertRequest(tx, user.id, input.role);
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
      const roles = await this.roles.rolesOf(user.id, tx);
      if (confirm) {
        const token = newOpaqueToken();
        await this.oneTimeTokens.create(tx, { userId: user.id, purpose: 'email_confirmation', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
        return { confirmationRequired: true as const, user: toAuthUser(user, roles), pendingRole, token };
      }
      const tokens = await this.tokens.issue(tx, { id: user.id, roles });
      return { user: toAuthUser(user, roles), ...tokens, pendingRole };
    });
    if ('token' in result) {
      const { token, ...response } = result;
      const link = `${this.linkOrigin(input.redirectTo)}/api/auth/confirm?token=${token}`;
      await this.mailer.send({
        to: email,
        subject: 'Confirm your email',
        text: `Welcome to the Energy Career Platform!\n\nConfirm your email address to finish creating your account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n`,
        link,
      });
      return response;
    }
    return result;
  }

  async signIn(input: RequestOf<'identity.sign-in'>): Promise<ResponseOf<'identity.sign-in'>> {
    await this.throttle.assertAllowed(input.email, input.ip);
    const user = await this.accounts.findByEmail(input.email);
    // Verify against a dummy hash for unknown emails (and accounts without a password) so every path takes the same time.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
    if (!user || !user.passwordHash || !ok) {
      await this.throttle.recordFailure(input.email, input.ip);
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(input.email);
    if (this.config.EMAIL_CONFIRMATION && !user.emailConfirmedAt) throw new DomainError('UNAUTHENTICATED', EMAIL_NOT_CONFIRMED);
    return this.outbox.transaction(async (tx, emit) => {
      if (user.totpEnabledAt) {
        const roles = await this.roles.rolesOf(user.id, tx);
        return { mfaRequired: true as const, mfaToken: await this.mfa.challenge(tx, user), user: toAuthUser(user, roles) };
      }
      return this.sessions.start(tx, emit, user, 'password');
    });
  }

  async getUser(userId: string): Promise<ResponseOf<'identity.get-user'>> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return {
      ...toAuthUser(user, await this.roles.rolesOf(userId)),
      pendingRole: await this.roles.pendingRoleOf(userId),
      mfaEnabled: user.totpEnabledAt !== null,
      metadata: user.metadata,
    };
  }

  /** Always the same answer, whether or not the address has an account. */
  async requestPasswordReset(input: RequestOf<'identity.request-password-reset'>): Promise<{ ok: true }> {
    const user = await this.accounts.findByEmail(input.email);
    if (!user) return { ok: true };
    const token = newOpaqueToken();
    await this.outbox.transaction(async (tx) => {
      await this.oneTimeTokens.invalidateAll(tx, user.id, 'password_reset');
      await this.oneTimeTokens.create(tx, { userId: user.id, purpose: 'password_reset', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    });
    const link = `${this.linkOrigin(input.redirectTo)}/auth?reset=${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.fullName},\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for this, ignore this email; your password stays as it is.\n`,
        link,
      });
    } catch (error) {
      this.logger.error({ err: error }, 'password reset email could not be sent');
      throw new DomainError('SERVICE_ERROR', 'Failed to send the password reset email');
    }
    return { ok: true };
  }

  /**
   * Sets a new password with an emailed reset token (signed out) or as the signed-in user. Every other
   * session ends; the caller gets a fresh one (or, with two-factor sign-in on, a code challenge).
   */
  async updatePassword(input: RequestOf<'identity.update-password'>): Promise<ResponseOf<'identity.update-password'>> {
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.outbox.transaction(async (tx, emit) => {
      const viaEmail = Boolean(input.resetToken);
      const userId = input.resetToken ? await this.oneTimeTokens.consume(tx, hashToken(input.resetToken), 'password_reset') : input.userId;
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError(viaEmail ? 'VALIDATION_ERROR' : 'UNAUTHENTICATED', viaEmail ? INVALID_RESET_LINK : 'Please sign in to continue');
      // Following the emailed link proves the address too.
      await this.accounts.update(tx, user.id, { passwordHash, ...(viaEmail && !user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}) });
      await this.sessions.revokeAll(user.id, tx);
      if (viaEmail && user.totpEnabledAt) {
        const roles = await this.roles.rolesOf(user.id, tx);
        return { mfaRequired: true as const, mfaToken: await this.mfa.challenge(tx, user), user: toAuthUser(user, roles) };
      }
      // A signed-in change keeps the second factor the caller's session proved (the gateway read it off the token).
      return this.sessions.start(tx, emit, user, 'password', !viaEmail && input.mfa && Boolean(user.totpEnabledAt));
    });
  }

  async confirmEmail(token: string): Promise<ResponseOf<'identity.confirm-email'>> {
    return this.outbox.transaction(async (tx, emit) => {
      const userId = await this.oneTimeTokens.consume(tx, hashToken(token), 'email_confirmation');
      const user = userId ? await this.accounts.findById(userId, tx) : undefined;
      if (!user) throw new DomainError('VALIDATION_ERROR', INVALID_CONFIRMATION_LINK);
      await this.accounts.update(tx, user.id, { emailConfirmedAt: new Date() });
      return this.sessions.start(tx, emit, user, 'password');
    });
  }

  /**
   * A sign-in the gateway verified with an OpenID Connect provider: the linked account, else the
   * account with the same verified email (now linked), else a new beneficiary account. The provider's
   * profile data (headline, experience) is merged into the user's metadata for skill extraction.
   */
  async oidcSignIn(input: RequestOf<'identity.oidc-sign-in'>): Promise<ResponseOf<'identity.oidc-sign-in'>> {
    return this.outbox.transaction(async (tx, emit) => {
      let user: UserRow | undefined = await this.accounts.findByExternalIdentity(input.issuer, input.subject, tx);
      let created = false;
      if (!user && input.email && input.emailVerified) {
        user = await this.accounts.findByEmail(input.email, tx);
        if (user) await this.accounts.linkExternalIdentity(tx, user.id, input.issuer, input.subject);
      }
      if (!user) {
        if (!input.email) throw validationError('The provider did not share an email address');
        user = await this.accounts.insertUser(tx, {
          email: input.email,
          passwordHash: null,
          fullName: input.fullName?.trim() || input.email.split('@')[0]!,
          beneficiaryType: null,
          emailConfirmedAt: input.emailVerified ? new Date() : null,
          metadata: input.metadata ?? {},
        });
        created = true;
        await this.accounts.linkExternalIdentity(tx, user.id, input.issuer, input.subject);
        await this.roles.assignRole(tx, user.id, 'beneficiary');
        await emit('user.registered', {
          userId: user.id, email: user.email, fullName: user.fullName, requestedRole: 'beneficiary', beneficiaryType: null, registeredAt: user.createdAt.toISOString(),
        });
      } else if (Object.keys(input.metadata ?? {}).length > 0) {
        const metadata = { ...user.metadata, ...input.metadata };
        await this.accounts.update(tx, user.id, { metadata });
        user = { ...user, metadata };
      }
      return { ...(await this.sessions.start(tx, emit, user, 'oidc')), created };
    });
  }

  /**
   * Links in emails point at an allowed origin only (no host-header poisoning): a configured
   * APP_ORIGINS entry, or, when none is configured, the caller's loopback origin (local development).
   */
  private linkOrigin(requested?: string): string {
    const origin = requested ? safeOrigin(requested) : null;
    const allowed = this.config.APP_ORIGINS.map((o) => safeOrigin(o)).filter((o): o is string => Boolean(o));
    if (allowed.length > 0) return origin && allowed.includes(origin) ? origin : allowed[0]!;
    if (origin && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) return origin;
    return 'http://localhost:3000';
  }
}

function safeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

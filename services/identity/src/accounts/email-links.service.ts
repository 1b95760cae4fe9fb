import { Inject, Injectable } from '@nestjs/common';
import type { AppTransaction } from '@ecp/database';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { Mailer } from '../mail/mailer.js';
import { OneTimeTokenRepository } from '../tokens/one-time-token.repository.js';
import { hashToken, newOpaqueToken } from '../tokens/token.service.js';
import type { UserRow } from './account.repository.js';

const RESET_TTL_MS = 60 * 60_000;
const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;
const FIRST_ADMIN_SUBJECT = 'Take up your administrator role';
export const EMAIL_PROOF_SUBJECT = 'Confirm your email address for two-factor sign-in';

type LinkPurpose = 'password_reset' | 'email_confirmation';

/**
 * The single-use links accounts get by email: email confirmation (24 hours) and password reset (one hour,
 * the newest only). Tokens are stored hashed; links point at an allowed origin only.
 */
@Injectable()
export class EmailLinkService {
  constructor(
    private readonly oneTimeTokens: OneTimeTokenRepository,
    private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** EMAIL_CONFIRMATION: sign-up sends a confirmation link and sign-in waits for it. */
  get confirmationRequired(): boolean {
    return this.config.EMAIL_CONFIRMATION;
  }

  /** A new confirmation token for the user, stored in the caller's transaction. */
  async createConfirmation(tx: AppTransaction, userId: string): Promise<string> {
    return this.create(tx, userId, 'email_confirmation', CONFIRMATION_TTL_MS);
  }

  /** A new reset token for the user; earlier ones stop working. */
  async createPasswordReset(tx: AppTransaction, userId: string): Promise<string> {
    await this.oneTimeTokens.invalidateAll(tx, userId, 'password_reset');
    return this.create(tx, userId, 'password_reset', RESET_TTL_MS);
  }

  /** Whether a token is live for this purpose, without using it: a cheap check before costly work. */
  async isLive(token: string, purpose: LinkPurpose): Promise<boolean> {
    return (await this.oneTimeTokens.peek(hashToken(token), purpose)) !== undefined;
  }

  /** Uses a live token once; its user, or undefined when unknown, used, expired or of another purpose. */
  consume(tx: AppTransaction, token: string, purpose: LinkPurpose): Promise<string | undefined> {
    return this.oneTimeTokens.consume(tx, hashToken(token), purpose);
  }

  async sendConfirmation(to: string, token: string, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/api/auth/confirm?token=${token}`;
    await this.mailer.send({
      to,
      subject: 'Confirm your email',
      text: `Welcome to the Energy Career Platform!\n\nConfirm your email address to finish creating your account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n`,
      link,
    });
  }

  /**
   * With EMAIL_CONFIRMATION on, to an address signed up as Administrator (not an ADMIN_EMAILS one): the address is
   * confirmed by choosing the account's password (a reset link), so the proof an admin approves the request on is the
   * mailbox owner's, never a click confirming an address for whoever signed it up with their own password.
   */
  async sendAdministratorConfirmation(user: Pick<UserRow, 'email'>, token: string, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/auth?reset=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Confirm your email',
      // No name: whoever signed the address up chose it, and this mail speaks for the platform to the address's owner.
      text: `Welcome to the Energy Career Platform!\n\nThis address was used to ask for the Administrator role. To confirm it, choose your password here:\n\n${link}\n\nThe link is valid for one hour and works once; after that, "Forgot password?" on the sign-in page sends a new one. An administrator then reviews the request. If you did not sign up, someone else used your address: following the link gives the account to you, and ignoring this email leaves it unconfirmed.\n`,
      link,
    });
  }

  /**
   * Asked by a signed-in person before two-factor set-up, which needs a proven address: like the administrator's, the
   * proof is choosing the password (a reset link). A click that only confirmed would prove the address for whoever
   * signed it up with their own password, who could then lock its owner out with an authenticator of theirs.
   */
  async sendEmailProof(user: Pick<UserRow, 'email'>, token: string, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/auth?reset=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: EMAIL_PROOF_SUBJECT,
      text: `Hello,\n\nTo turn on two-factor sign-in, first confirm that this email address is yours by choosing your password here (it can be the one you use now):\n\n${link}\n\nThe link is valid for one hour and works once. Following it signs you out on your other devices. If you did not ask for this, someone else may have signed up with your address: following the link gives the account to you, and ignoring this email changes nothing.\n`,
      link,
    });
  }

  /** To the owner of an address someone signed up with again (EMAIL_CONFIRMATION on: the sign-up could not say so). */
  async sendAccountExists(user: Pick<UserRow, 'email'>, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/auth`;
    await this.mailer.send({
      to: user.email,
      subject: 'You already have an account',
      // No name, here or in the reset mail: with the address unproven, whoever signed it up chose it (a line of their
      // own, a link), and the mail would carry it to the address's owner in the platform's name.
      text: `Hello,\n\nSomeone tried to create an Energy Career Platform account with this email address, which already has one. If it was you, sign in here (or choose "Forgot password?" there to set a new password):\n\n${link}\n\nIf it was not you, ignore this email; nothing has changed.\n`,
      link,
    });
  }

  async sendPasswordReset(user: Pick<UserRow, 'email'>, token: string, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/auth?reset=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello,\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for this, ignore this email; your password stays as it is.\n`,
      link,
    });
  }

  /**
   * To an ADMIN_EMAILS address signed up as Administrator: the role is taken up by following the link, which sets the
   * account's password (a reset link), so whoever signed the address up before its owner cannot keep it.
   */
  async sendFirstAdmin(user: Pick<UserRow, 'email'>, token: string, redirectTo?: string): Promise<void> {
    const link = `${this.linkOrigin(redirectTo)}/auth?reset=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: FIRST_ADMIN_SUBJECT,
      // No name: whoever signed the address up chose it, and this mail speaks for the platform to the address's owner.
      text: `Hello,\n\nThis address is configured as an administrator of the Energy Career Platform. To take up the role, choose your password here:\n\n${link}\n\nThe link is valid for one hour and works once; after that, "Forgot password?" on the sign-in page sends a new one. Until then the account has no administrator rights. If you did not sign up, someone else used your address: following the link gives the account, and the role, to you.\n`,
      link,
    });
  }

  private async create(tx: AppTransaction, userId: string, purpose: LinkPurpose, ttlMs: number): Promise<string> {
    const token = newOpaqueToken();
    await this.oneTimeTokens.create(tx, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
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

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, validationError, type RequestData, type ResponseOf } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { EventOutbox, type Emit } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PendingEmailRepository } from '../mail/pending-email.repository.js';
import { RequestLimitRepository, signUpEmailKey, signUpIpKey } from '../throttle/request-limit.repository.js';
import { RoleService } from '../roles/role.service.js';
import { TokenService } from '../tokens/token.service.js';
import { AccountRepository } from './account.repository.js';
import { toAuthUser } from './auth-user.js';
import { EmailLinkService } from './email-links.service.js';
import { assertAcceptablePassword, hashPassword } from './password.js';
import { PendingEmailWorker } from './pending-email.worker.js';

export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Please try again later.';

/**
 * Spec §6 sign-up: the account (user.registered), the role it asked for (RoleService.grantOnSignUp), and
 * either a session or, with EMAIL_CONFIRMATION on, an emailed confirmation link and no session yet. An
 * ADMIN_EMAILS address signed up as Administrator is mailed the link that makes it admin (`first_admin`).
 *
 * With EMAIL_CONFIRMATION on the answer does not tell whether the address already had an account: it is
 * `{ confirmationRequired: true }` either way, after much the same steps (the password hashed, an insert tried, a mail
 * queued), and the mail goes out after the answer (PendingEmailWorker): the new account's confirmation link, or to an
 * existing account's owner a note that someone signed up with their address (at most PASSWORD_RESET_MAX_PER_ADDRESS
 * in PASSWORD_RESET_ADDRESS_WINDOW_SECONDS, the reset mails' limit). With it off, sign-up signs in, so a taken
 * address has to be said ('An account with this email already exists').
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly roles: RoleService,
    private readonly tokens: TokenService,
    private readonly emailLinks: EmailLinkService,
    private readonly outbox: EventOutbox,
    private readonly limits: RequestLimitRepository,
    private readonly queue: PendingEmailRepository,
    private readonly worker: PendingEmailWorker,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(input: RequestData<'identity.sign-up'>): Promise<ResponseOf<'identity.sign-up'>> {
    if (input.role === 'beneficiary' && !input.beneficiaryType) throw validationError('Please select your category');
    assertAcceptablePassword(input.password);
    await this.countAttempt(input.ip);
    const passwordHash = await hashPassword(input.password);
    const email = input.email.trim();
    if (this.emailLinks.confirmationRequired) return this.signUpToConfirm(input, email, passwordHash);

    const { session, listedAdmin } = await this.outbox.transaction(async (tx, emit) => {
      const { user, roles, pendingRole, listedAdmin } = await this.createAccount(tx, emit, input, email, passwordHash);
      if (listedAdmin) await this.queue.enqueue(tx, { kind: 'first_admin', email: user.email, redirectTo: input.redirectTo ?? null });
      const tokens = await this.tokens.issue(tx, { id: user.id, roles });
      return { session: { user: toAuthUser(user, roles), ...tokens, pendingRole }, listedAdmin };
    });
    if (listedAdmin) this.worker.wake();
    return session;
  }

  /** One more sign-up from this client network; over SIGN_UP_MAX_PER_IP in the window, refused (RATE_LIMITED). */
  private async countAttempt(ip: string | undefined): Promise<void> {
    if (!ip) return;
    const { hits, windowEndsInMs } = await this.limits.hit(signUpIpKey(ip), this.config.SIGN_UP_IP_WINDOW_SECONDS * 1000).catch((error: unknown) => {
      // A database that fails here fails the sign-up, said as the sign-up says it, not as the counter does.
      throw error instanceof DomainError && error.code === 'REPOSITORY_ERROR' ? new DomainError('REPOSITORY_ERROR', 'Failed to create account', { cause: error.message }) : error;
    });
    if (hits > this.config.SIGN_UP_MAX_PER_IP) {
      throw new DomainError('RATE_LIMITED', TOO_MANY_SIGN_UPS, { retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)) });
    }
  }

  private async signUpToConfirm(input: RequestData<'identity.sign-up'>, email: string, passwordHash: string): Promise<{ confirmationRequired: true }> {
    const c = this.config;
    const redirectTo = input.redirectTo ?? null;
    // An address known to have an account skips the insert that would fail: a failed transaction costs more than
    // creating the account does, which would tell the two apart by the time the answer takes.
    const taken = Boolean(await this.accounts.findByEmail(email));
    const created = !taken && await this.outbox
      .transaction(async (tx, emit) => {
        const { user, listedAdmin } = await this.createAccount(tx, emit, input, email, passwordHash);
        // The first admin's link sets the password and so proves the address as well: one mail does both.
        await this.queue.enqueue(tx, { kind: listedAdmin ? 'first_admin' : 'email_confirmation', email: user.email, redirectTo });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'CONFLICT') return false;
        throw error;
      });
    if (!created) {
      await this.outbox.transaction(async (tx) => {
        const { hits } = await this.limits.hit(signUpEmailKey(email), c.PASSWORD_RESET_ADDRESS_WINDOW_SECONDS * 1000, tx);
        if (hits <= c.PASSWORD_RESET_MAX_PER_ADDRESS) await this.queue.enqueue(tx, { kind: 'account_exists', email, redirectTo });
      });
    }
    this.worker.wake();
    return { confirmationRequired: true };
  }

  /** The account, the role it asked for and its user.registered event (CONFLICT when the address has one). */
  private async createAccount(tx: AppTransaction, emit: Emit, input: RequestData<'identity.sign-up'>, email: string, passwordHash: string) {
    const user = await this.accounts.insertUser(tx, {
      email,
      passwordHash,
      fullName: input.fullName.trim(),
      beneficiaryType: input.role === 'beneficiary' ? input.beneficiaryType : null,
      // Nothing has proven the address yet, whether or not sign-in waits for that (EMAIL_CONFIRMATION): a
      // professional-network sign-in with this verified address takes such an account over (OidcSignInUseCase).
      emailConfirmedAt: null,
    });
    const { roles, pendingRole, listedAdmin } = await this.roles.grantOnSignUp(tx, emit, user, input.role);
    await emit('user.registered', {
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      requestedRole: input.role,
      beneficiaryType: user.beneficiaryType as never,
      registeredAt: user.createdAt.toISOString(),
    });
    return { user, roles, pendingRole, listedAdmin };
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { EventOutbox, LOGGER } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PendingEmailRepository, type PendingEmail } from '../mail/pending-email.repository.js';
import { RoleRepository } from '../roles/role.repository.js';
import { AccountRepository } from './account.repository.js';
import { EmailLinkService } from './email-links.service.js';

const BATCH = 10;
/** Longer than one send may take (the mailer's SMTP timeouts): a lease running out means the attempt died. */
const LEASE_MS = 120_000;
const MAX_RETRY_MS = 600_000;

/** The delay after failed attempt `attempt` (1-based): doubling from MAIL_RETRY_FIRST_MS, capped at 10 minutes. */
export function mailRetryDelayMs(attempt: number, firstMs: number): number {
  return Math.min(firstMs * 2 ** Math.min(attempt - 1, 30), MAX_RETRY_MS);
}

/**
 * Sends the queued emails (PendingEmailRepository) after their requests were answered: a password reset goes to the
 * address only if it has an account, with a token made now (earlier links stop working); so does the first admin's
 * link (a reset link: following it sets the password, proves the address and grants the role). A failed send is logged and
 * retried with back-off up to MAIL_MAX_ATTEMPTS attempts, then dropped with an error in the log; the person who asked
 * never sees it. Every replica runs one: woken by its own requests, polling every MAIL_QUEUE_POLL_MS for retries and
 * for what another replica left. At least once: a process dying between the send and the row's removal sends again.
 */
@Injectable()
export class PendingEmailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly queue: PendingEmailRepository,
    private readonly accounts: AccountRepository,
    private readonly emailLinks: EmailLinkService,
    private readonly roles: RoleRepository,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a round once the current turn of the event loop is over (the answer on its way), or after the round under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.round())
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, 'email queue round failed; retrying at the next poll'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), this.config.MAIL_QUEUE_POLL_MS);
          this.timer.unref();
        }
      });
  }

  /** Attempts every due email once; answers how many were attempted. */
  async round(): Promise<number> {
    let attempted = 0;
    while (!this.stopped) {
      const due = await this.queue.claimDue(BATCH, LEASE_MS);
      if (due.length === 0) break;
      const outcomes = await Promise.allSettled(due.map((email) => this.attempt(email)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') this.logger.error({ err: outcome.reason }, 'email queue: an attempt could not be recorded; retried when its lease is over');
      }
      attempted += due.length;
    }
    return attempted;
  }

  private async attempt(email: PendingEmail): Promise<void> {
    try {
      await this.send(email);
    } catch (error) {
      // The claim counted this attempt.
      const { attempts } = email;
      if (attempts >= this.config.MAIL_MAX_ATTEMPTS) {
        this.logger.error({ err: error, pendingEmailId: email.id, kind: email.kind, attempts }, 'email could not be sent; given up');
        await this.queue.remove(email.id);
        return;
      }
      const retryInMs = mailRetryDelayMs(attempts, this.config.MAIL_RETRY_FIRST_MS);
      this.logger.warn({ err: error, pendingEmailId: email.id, kind: email.kind, attempts, retryInMs }, 'email could not be sent; will retry');
      await this.queue.retryLater(email.id, retryInMs, error instanceof Error ? error.message : String(error));
      return;
    }
    await this.queue.remove(email.id);
  }

  private async send(email: PendingEmail): Promise<void> {
    switch (email.kind) {
      case 'password_reset': {
        const user = await this.accounts.findByEmail(email.email);
        if (!user) return;
        const token = await this.outbox.transaction((tx) => this.emailLinks.createPasswordReset(tx, user.id));
        await this.emailLinks.sendPasswordReset(user, token, email.redirectTo ?? undefined);
        return;
      }
      case 'email_confirmation': {
        const user = await this.accounts.findByEmail(email.email);
        if (!user || user.emailConfirmedAt) return;
        if (await this.roles.pendingRequestId(user.id, 'admin')) {
          // A proven address lets an admin approve the Administrator request, so the proof must also take the account
          // from whoever signed the address up: the owner confirms by choosing the password (a reset link), never by a
          // click that would confirm the address for someone else's password.
          const token = await this.outbox.transaction((tx) => this.emailLinks.createPasswordReset(tx, user.id));
          await this.emailLinks.sendAdministratorConfirmation(user, token, email.redirectTo ?? undefined);
          return;
        }
        const token = await this.outbox.transaction((tx) => this.emailLinks.createConfirmation(tx, user.id));
        await this.emailLinks.sendConfirmation(user.email, token, email.redirectTo ?? undefined);
        return;
      }
      case 'email_proof': {
        const user = await this.accounts.findByEmail(email.email);
        if (!user || user.emailConfirmedAt) return;
        const token = await this.outbox.transaction((tx) => this.emailLinks.createPasswordReset(tx, user.id));
        await this.emailLinks.sendEmailProof(user, token, email.redirectTo ?? undefined);
        return;
      }
      case 'first_admin': {
        const user = await this.accounts.findByEmail(email.email);
        if (!user) return; // erased
        if (!(await this.roles.pendingRequestId(user.id, 'admin'))) {
          // Decided already (an admin answered the request): nothing to take up, but with EMAIL_CONFIRMATION on this mail
          // stood for the confirmation link, which the account still needs.
          if (this.emailLinks.confirmationRequired && !user.emailConfirmedAt) {
            const token = await this.outbox.transaction((tx) => this.emailLinks.createConfirmation(tx, user.id));
            await this.emailLinks.sendConfirmation(user.email, token, email.redirectTo ?? undefined);
          }
          return;
        }
        const token = await this.outbox.transaction((tx) => this.emailLinks.createPasswordReset(tx, user.id));
        await this.emailLinks.sendFirstAdmin(user, token, email.redirectTo ?? undefined);
        return;
      }
      case 'account_exists': {
        const user = await this.accounts.findByEmail(email.email);
        if (user) await this.emailLinks.sendAccountExists(user, email.redirectTo ?? undefined);
        return;
      }
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type RequestData } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PendingEmailRepository, type PendingEmail } from '../mail/pending-email.repository.js';
import { RequestLimitRepository, resetEmailKey, resetIpKey } from '../throttle/request-limit.repository.js';
import { AccountRepository } from './account.repository.js';
import { PendingEmailWorker } from './pending-email.worker.js';

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

/**
 * Emails a password reset link. Always the same answer, in the same time, whether or not the address has an account:
 * the request only counts itself and queues the address, and the mail goes out after the answer
 * (PendingEmailWorker: the account is looked up there, a failed send is retried and logged, never told to the caller).
 * Limits, whatever the email: a client address gets PASSWORD_RESET_MAX_PER_IP requests in
 * PASSWORD_RESET_IP_WINDOW_SECONDS, then RATE_LIMITED; an email gets PASSWORD_RESET_MAX_PER_ADDRESS mails in
 * PASSWORD_RESET_ADDRESS_WINDOW_SECONDS, further requests are answered the same and send nothing.
 *
 * The signed-in person's request for a link that proves their address (`emailProof`, before two-factor set-up) is a
 * reset link in other words, and counts against the same limits.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    private readonly limits: RequestLimitRepository,
    private readonly queue: PendingEmailRepository,
    private readonly worker: PendingEmailWorker,
    private readonly accounts: AccountRepository,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  execute(input: RequestData<'identity.request-password-reset'>): Promise<{ ok: true }> {
    return this.queueLink('password_reset', input.email.trim(), input);
  }

  async emailProof(input: RequestData<'identity.request-email-proof'>): Promise<{ ok: true }> {
    const user = await this.accounts.findById(input.userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    if (user.emailConfirmedAt) return { ok: true };
    return this.queueLink('email_proof', user.email, input);
  }

  private async queueLink(kind: PendingEmail['kind'], email: string, { ip, redirectTo }: { ip?: string; redirectTo?: string }): Promise<{ ok: true }> {
    const c = this.config;
    if (ip) {
      const { hits, windowEndsInMs } = await this.limits.hit(resetIpKey(ip), c.PASSWORD_RESET_IP_WINDOW_SECONDS * 1000);
      if (hits > c.PASSWORD_RESET_MAX_PER_IP) {
        throw new DomainError('RATE_LIMITED', TOO_MANY_RESET_REQUESTS, { retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)) });
      }
    }
    const queued = await this.outbox.transaction(async (tx) => {
      const { hits } = await this.limits.hit(resetEmailKey(email), c.PASSWORD_RESET_ADDRESS_WINDOW_SECONDS * 1000, tx);
      if (hits > c.PASSWORD_RESET_MAX_PER_ADDRESS) return false;
      await this.queue.enqueue(tx, { kind, email, redirectTo: redirectTo ?? null });
      return true;
    });
    if (queued) this.worker.wake();
    return { ok: true };
  }
}

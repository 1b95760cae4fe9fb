import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type RequestData } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PendingEmailRepository, type PendingEmail } from '../mail/pending-email.repository.js';
import { emailProofUserKey, RequestLimitRepository, resetEmailKey, resetIpKey } from '../throttle/request-limit.repository.js';
import { AccountRepository } from './account.repository.js';
import { PendingEmailWorker } from './pending-email.worker.js';

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';
export const TOO_MANY_EMAIL_PROOFS = 'Too many confirmation links asked for. Please try again later.';

/**
 * The requests for a mailed link that sets the password. A password reset (`passwordReset`): always the same answer, in the same time, whether or not the address has an account:
 * the request only counts itself and queues the address, and the mail goes out after the answer
 * (PendingEmailWorker: the account is looked up there, a failed send is retried and logged, never told to the caller).
 * Limits, whatever the email: a client address gets PASSWORD_RESET_MAX_PER_IP requests in
 * PASSWORD_RESET_IP_WINDOW_SECONDS, then RATE_LIMITED; an email gets PASSWORD_RESET_MAX_PER_ADDRESS mails in
 * PASSWORD_RESET_ADDRESS_WINDOW_SECONDS, further requests are answered the same and send nothing.
 *
 * The signed-in person's request for a link that proves their address (`emailProof`, before two-factor set-up) is a
 * reset link in other words. It counts against the same client-address limit, but against a count of the person's own
 * rather than the address's: anyone may use that one up with reset requests, and the card must not say "Sent" of a
 * link that never went. Beyond PASSWORD_RESET_MAX_PER_ADDRESS in the window it is refused (RATE_LIMITED), since the
 * asker is the account's own signed-in session and learns nothing by it.
 */
@Injectable()
export class EmailLinkRequests {
  constructor(
    private readonly limits: RequestLimitRepository,
    private readonly queue: PendingEmailRepository,
    private readonly worker: PendingEmailWorker,
    private readonly accounts: AccountRepository,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  passwordReset(input: RequestData<'identity.request-password-reset'>): Promise<{ ok: true }> {
    const email = input.email.trim();
    return this.queueLink('password_reset', email, resetEmailKey(email), input);
  }

  async emailProof(input: RequestData<'identity.request-email-proof'>): Promise<{ ok: true }> {
    const user = await this.accounts.findById(input.userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    if (user.emailConfirmedAt) return { ok: true };
    const refused = () => new DomainError('RATE_LIMITED', TOO_MANY_EMAIL_PROOFS);
    return this.queueLink('email_proof', user.email, emailProofUserKey(user.id), input, refused);
  }

  /** Counts the request by client address, then by `countKey`; within both limits the mail is queued. */
  private async queueLink(
    kind: PendingEmail['kind'],
    email: string,
    countKey: string,
    { ip, redirectTo }: { ip?: string; redirectTo?: string },
    beyondCount?: () => DomainError,
  ): Promise<{ ok: true }> {
    const c = this.config;
    if (ip) {
      const { hits, windowEndsInMs } = await this.limits.hit(resetIpKey(ip), c.PASSWORD_RESET_IP_WINDOW_SECONDS * 1000);
      if (hits > c.PASSWORD_RESET_MAX_PER_IP) {
        throw new DomainError('RATE_LIMITED', TOO_MANY_RESET_REQUESTS, { retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)) });
      }
    }
    const queued = await this.outbox.transaction(async (tx) => {
      const { hits } = await this.limits.hit(countKey, c.PASSWORD_RESET_ADDRESS_WINDOW_SECONDS * 1000, tx);
      if (hits > c.PASSWORD_RESET_MAX_PER_ADDRESS) return false;
      await this.queue.enqueue(tx, { kind, email, redirectTo: redirectTo ?? null });
      return true;
    });
    if (!queued && beyondCount) throw beyondCount();
    if (queued) this.worker.wake();
    return { ok: true };
  }
}

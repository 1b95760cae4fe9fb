import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type RequestData, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SignInCompletionService } from '../sessions/sign-in-completion.service.js';
import { LoginThrottleService } from '../throttle/login-throttle.service.js';
import { AccountRepository } from './account.repository.js';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS } from './account-messages.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password.js';

/** Spec §6 sign-in with email and password, throttled (LoginThrottleService); then a session or a code challenge. */
@Injectable()
export class SignInUseCase {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly throttle: LoginThrottleService,
    private readonly completion: SignInCompletionService,
    private readonly outbox: EventOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(input: RequestData<'identity.sign-in'>): Promise<ResponseOf<'identity.sign-in'>> {
    // Counted as a failure from here on: a wrong password needs nothing more, a right one is taken back.
    const attempt = await this.throttle.beginAttempt(input.email, input.ip);
    const user = await this.accounts.findByEmail(input.email);
    // Verify against a dummy hash for unknown emails (and accounts without a password) so every path takes the same time.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
    if (!user || !user.passwordHash || !ok) throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    // The right password, even for an address not yet confirmed.
    await this.throttle.succeeded(attempt);
    if (this.config.EMAIL_CONFIRMATION && !user.emailConfirmedAt) throw new DomainError('UNAUTHENTICATED', EMAIL_NOT_CONFIRMED);
    const outcome = await this.outbox.transaction((tx, emit) => this.completion.afterPassword(tx, emit, user, input.timeZone ?? null));
    if ('accessToken' in outcome) await this.throttle.rememberAddress(user.email, input.ip);
    return outcome;
  }
}

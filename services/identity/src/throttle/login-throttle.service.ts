import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

/**
 * Brute-force limits for password and second-factor checks, per account and per IP. A locked key is
 * refused before any password is verified, so a locked account costs an attacker nothing to learn.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly repository: LoginThrottleRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async assertAllowed(account: string, ip?: string): Promise<void> {
    const until = await this.repository.lockedUntil(this.keys(account, ip));
    if (until) throw new DomainError('RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.ceil((until.getTime() - Date.now()) / 1000) });
  }

  async recordFailure(account: string, ip?: string): Promise<void> {
    const { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP, LOGIN_THROTTLE_WINDOW_SECONDS: window, LOGIN_LOCKOUT_SECONDS: lockout } = this.config;
    await this.repository.recordFailure(accountKey(account), LOGIN_MAX_FAILURES_PER_ACCOUNT, window, lockout);
    if (ip) await this.repository.recordFailure(`ip:${ip}`, LOGIN_MAX_FAILURES_PER_IP, window, lockout);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.repository.clear(accountKey(account));
  }

  private keys(account: string, ip?: string): string[] {
    return ip ? [accountKey(account), `ip:${ip}`] : [accountKey(account)];
  }
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;

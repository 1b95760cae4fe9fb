import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { RoleService } from '../roles/role.service.js';
import { clientNetwork } from './client-network.js';
import { LoginThrottleRepository, type FailureRule, type KeyCharge } from './login-throttle.repository.js';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';
export const ADMINS_ONLY_UNLOCK = 'Only administrators can clear sign-in locks';

const normalise = (account: string) => account.trim().toLowerCase();
const pairPrefix = (account: string) => `pair:${normalise(account)}|`;
// Addresses count by their network (an IPv6 address by its /64, see client-network.ts).
const pairKey = (account: string, address?: string) => `${pairPrefix(account)}${address ? clientNetwork(address) : ''}`;
const accountKey = (account: string) => `account:${normalise(account)}`;
const addressKey = (address: string) => `address:${clientNetwork(address)}`;

/** An attempt `beginAttempt` counted: what `succeeded` takes back. */
export interface LoginAttempt {
  readonly pairKey: string;
  readonly charges: readonly KeyCharge[];
  /** How long it waited for its slot (an address over its failure limit). */
  readonly waitedMs: number;
}

/**
 * Brute-force limits for password and second-factor checks that cannot be turned against other people:
 * - account + address: `LOGIN_MAX_FAILURES_PER_ACCOUNT` failures lock that account from that address only;
 * - account: `LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES` failures from any addresses lock the account for
 *   addresses it has never signed in from (a distributed guesser), never for one it has;
 * - address: `LOGIN_MAX_FAILURES_PER_IP` failures across accounts only slow that address down, never lock the
 *   accounts behind it (a shared office or carrier NAT): it gets one password check per `LOGIN_SLOWDOWN_MS`, on
 *   every replica together. Each check takes the address's next slot in the database before any password is
 *   verified and waits for it; one whose slot is more than `LOGIN_SLOWDOWN_MAX_WAIT_MS` away is refused (with
 *   `retryAfterSeconds`), so parallel requests neither run side by side nor pile up.
 * Every attempt counts as a failure against all three as it begins, before its password (or code) is verified, one
 * after another in the database (row locks); one that finds its key locked is refused and counted nowhere, so of any
 * number of parallel guesses no more are verified than the limits allow. A right password (or code) takes its
 * attempt back (`succeeded`), lifting a lock its own count set; a wrong one writes nothing more.
 * Each lockout of a key lasts twice as long as its previous one (from `LOGIN_LOCKOUT_SECONDS` up to
 * `LOGIN_LOCKOUT_MAX_SECONDS`). An admin clears an account's locks with `clearAccount` (the `clearSignInLocks`
 * mutation).
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly repository: LoginThrottleRepository,
    private readonly roles: RoleService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Call it before verifying anything. Counts the attempt as a failure (refusing it, uncounted, while a key is locked
   * for it); makes an address with many failures wait for its slot (or refuses it when the slot is too far away).
   * The attempt answered must be handed to `succeeded` if the password (or code) turns out right, and to nothing
   * if it is wrong: it has been counted already.
   */
  async beginAttempt(account: string, ip?: string): Promise<LoginAttempt> {
    const c = this.config;
    const windowMs = c.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
    const rule = (max: number | null): FailureRule => ({ max, windowMs, lockoutMs: c.LOGIN_LOCKOUT_SECONDS * 1000, maxLockoutMs: c.LOGIN_LOCKOUT_MAX_SECONDS * 1000 });
    const decision = await this.repository.charge({
      pair: { key: pairKey(account, ip), rule: rule(c.LOGIN_MAX_FAILURES_PER_ACCOUNT) },
      account: { key: accountKey(account), rule: rule(c.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES), ...(ip ? { knownAddress: { account: normalise(account), address: ip } } : {}) },
      ...(ip ? { address: { key: addressKey(ip), rule: rule(null), slowdown: { max: c.LOGIN_MAX_FAILURES_PER_IP, windowMs, intervalMs: c.LOGIN_SLOWDOWN_MS, maxWaitMs: c.LOGIN_SLOWDOWN_MAX_WAIT_MS } } } : {}),
    });
    if (!decision.allowed) throw new DomainError('RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.max(1, Math.ceil(decision.retryInMs / 1000)) });
    if (decision.waitMs > 0) await sleep(decision.waitMs);
    return { pairKey: pairKey(account, ip), charges: decision.charges, waitedMs: decision.waitMs };
  }

  /**
   * The right password (or code): the attempt no longer counts. Its failures from this address are forgotten (the
   * account + address key is cleared); the account's and the address's counts go back down by it, and a lock that
   * its own count set is lifted.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.repository.refund(attempt.charges, [attempt.pairKey]);
  }

  /**
   * Runs a check of `attempt` that does more than compare (a transaction that uses the code up and acts on it):
   * `proven()`, called once the password and code are known to be right, takes the attempt back (`succeeded`) when
   * `check` has ended, whether it then went on to succeed or failed (a right code whose sign-in challenge was used up
   * meanwhile was still right). Until `proven()` the attempt stays counted as a failure.
   */
  async verifying<T>(attempt: LoginAttempt, check: (proven: () => void) => Promise<T>): Promise<T> {
    const outcome = { proven: false };
    try {
      return await check(() => {
        outcome.proven = true;
      });
    } finally {
      // What `check` committed (a session, an erased account) stands whatever happens here: a refund that fails leaves
      // one failure counted, and must not turn that success into an error the person sees.
      if (outcome.proven) await this.succeeded(attempt).catch((error: unknown) => this.logger.warn({ err: error }, 'sign-in attempt not taken back after a right code'));
    }
  }

  /** A session was granted from this address: an account-wide lock will spare it. */
  async rememberAddress(account: string, ip?: string): Promise<void> {
    if (ip) await this.repository.rememberAddress(normalise(account), ip);
  }

  /** An admin lifts every lock and failure count of the account, from every address. Answers how many keys it cleared. */
  async clearAccount(adminId: string, account: string): Promise<number> {
    await this.roles.assertAdmin(adminId, ADMINS_ONLY_UNLOCK);
    return this.repository.clearAccount(accountKey(account), pairPrefix(account));
  }
}

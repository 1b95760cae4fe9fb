import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { RoleService } from '../roles/role.service.js';
import { clientNetwork } from './client-network.js';
import { LoginThrottleRepository, type FailureRow, type FailureRule } from './login-throttle.repository.js';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';
export const ADMINS_ONLY_UNLOCK = 'Only administrators can clear sign-in locks';

const normalise = (account: string) => account.trim().toLowerCase();
const pairPrefix = (account: string) => `pair:${normalise(account)}|`;
// Addresses count by their network (an IPv6 address by its /64, see client-network.ts).
const pairKey = (account: string, address?: string) => `${pairPrefix(account)}${address ? clientNetwork(address) : ''}`;
const accountKey = (account: string) => `account:${normalise(account)}`;
const addressKey = (address: string) => `address:${clientNetwork(address)}`;

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
 * Each lockout of a key lasts twice as long as its previous one (from `LOGIN_LOCKOUT_SECONDS` up to
 * `LOGIN_LOCKOUT_MAX_SECONDS`). A locked key is refused before any password is verified. An admin clears an
 * account's locks with `clearAccount` (the `clearSignInLocks` mutation).
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly repository: LoginThrottleRepository,
    private readonly roles: RoleService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Refuses a locked attempt; makes an address with many failures wait for its slot (or refuses it when the slot is
   * too far away). Call it before verifying anything. Answers the milliseconds it waited.
   */
  async assertAllowed(account: string, ip?: string): Promise<number> {
    const now = Date.now();
    const rows = new Map((await this.repository.rows(this.keys(account, ip))).map((row) => [row.key, row]));
    const locked = (row: FailureRow | undefined) => (row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null);
    const refuse = (inMs: number) => new DomainError('RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.max(1, Math.ceil(inMs / 1000)) });
    const pairUntil = locked(rows.get(pairKey(account, ip)));
    if (pairUntil) throw refuse(pairUntil.getTime() - now);
    const accountUntil = locked(rows.get(accountKey(account)));
    if (accountUntil && !(ip && (await this.repository.isKnownAddress(normalise(account), ip)))) throw refuse(accountUntil.getTime() - now);
    const address = ip ? rows.get(addressKey(ip)) : undefined;
    const c = this.config;
    const windowMs = c.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
    // Only an address that looked over its limit just now takes a slot (one UPDATE); other sign-ins write nothing.
    if (!address || now - address.windowStartedAt.getTime() > windowMs || address.failures < c.LOGIN_MAX_FAILURES_PER_IP) return 0;
    const slot = await this.repository.takeSlot(address.key, { max: c.LOGIN_MAX_FAILURES_PER_IP, windowMs, intervalMs: c.LOGIN_SLOWDOWN_MS, maxWaitMs: c.LOGIN_SLOWDOWN_MAX_WAIT_MS });
    if (!slot.slowed) return 0;
    if ('refused' in slot) throw refuse(slot.retryInMs);
    if (slot.waitMs > 0) await sleep(slot.waitMs);
    return slot.waitMs;
  }

  async recordFailure(account: string, ip?: string): Promise<void> {
    const c = this.config;
    const rule = (max: number | null): FailureRule => ({
      max, windowMs: c.LOGIN_THROTTLE_WINDOW_SECONDS * 1000, lockoutMs: c.LOGIN_LOCKOUT_SECONDS * 1000, maxLockoutMs: c.LOGIN_LOCKOUT_MAX_SECONDS * 1000,
    });
    await this.repository.recordFailure(pairKey(account, ip), rule(c.LOGIN_MAX_FAILURES_PER_ACCOUNT));
    await this.repository.recordFailure(accountKey(account), rule(c.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES));
    if (ip) await this.repository.recordFailure(addressKey(ip), rule(null));
  }

  /** The right password (or code) from this address: its failures are forgotten. */
  async recordSuccess(account: string, ip?: string): Promise<void> {
    await this.repository.clear([pairKey(account, ip)]);
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

  private keys(account: string, ip?: string): string[] {
    return [pairKey(account, ip), accountKey(account), ...(ip ? [addressKey(ip)] : [])];
  }
}

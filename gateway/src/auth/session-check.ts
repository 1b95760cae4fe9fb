import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@ecp/messaging';
import { LOGGER, type Logger } from '@ecp/logger';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { ServiceClient } from '../graphql/service-client.js';
import type { StreamGrant } from '../graphql/user-streams.js';
import type { AuthenticatedUser } from './jwt.strategy.js';

const PRUNE_EVERY = 1000;
/** Longer than the longest access token lifetime (ACCESS_TOKEN_TTL_SECONDS ≤ 3600). */
const FORGET_AFTER_MS = 2 * 3600_000;

interface Known {
  active: boolean;
  checkedAt: number;
}

/**
 * Whether an access token's session (`sid`) is still live, asked of the identity service and kept for
 * `SESSION_CHECK_CACHE_SECONDS` (an ended session is remembered for good: it never comes back). A sign-out or
 * password change through this gateway forgets the user's answers at once; `sessions.revoked` from the bus does
 * the same in every other gateway process. If identity does not answer, the last answer stands; with none, no.
 */
@Injectable()
export class SessionCheck implements OnModuleInit, OnModuleDestroy {
  private readonly known = new Map<string, Map<string, Known>>();
  private watch?: Subscription;
  private checks = 0;
  /** Bumped by every forget(): an answer asked for before one is returned but not kept (it may predate the sign-out). */
  private forgets = 0;
  private readonly revokedListeners = new Map<string, Set<() => void>>();

  constructor(
    private readonly services: ServiceClient,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.watch = await this.bus.watch(['sessions.revoked'], (event) => {
      this.forget(event.data.userId);
      for (const listener of this.revokedListeners.get(event.data.userId) ?? []) listener();
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch?.unsubscribe();
    this.known.clear();
    this.revokedListeners.clear();
  }

  /**
   * What a live subscription opened with `user`'s access token may go on receiving: nothing after the token expires,
   * nor once its session ended (a sign-out, a password change, an admin's lock: checked before each event, and at
   * once when sessions.revoked names the user). The client opens it again with its fresh token.
   */
  streamGrant(user: AuthenticatedUser): StreamGrant {
    const { userId, sessionId, expiresAtMs } = user;
    return {
      endsAtMs: expiresAtMs ?? Date.now(),
      isLive: async () => sessionId !== undefined && (expiresAtMs ?? 0) > Date.now() && this.isActive(userId, sessionId),
      onRevoked: (listener) => {
        const listeners = this.revokedListeners.get(userId) ?? new Set<() => void>();
        listeners.add(listener);
        this.revokedListeners.set(userId, listeners);
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0 && this.revokedListeners.get(userId) === listeners) this.revokedListeners.delete(userId);
        };
      },
    };
  }

  async isActive(userId: string, sessionId: string): Promise<boolean> {
    if ((this.checks = (this.checks + 1) % PRUNE_EVERY) === 0) this.prune();
    const sessions = this.known.get(userId);
    const cached = sessions?.get(sessionId);
    if (cached && (!cached.active || Date.now() - cached.checkedAt < this.config.SESSION_CHECK_CACHE_SECONDS * 1000)) return cached.active;
    const asked = this.forgets;
    try {
      const { active } = await this.services.request('identity.session-active', { userId, sessionId });
      if (asked !== this.forgets) return active;
      const entries = this.known.get(userId) ?? new Map<string, Known>();
      entries.set(sessionId, { active, checkedAt: Date.now() });
      this.known.set(userId, entries);
      return active;
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'session check failed: the last known answer stands');
      return cached?.active ?? false;
    }
  }

  /** Drops answers older than any access token can live, so the map holds only recent sessions. */
  private prune(): void {
    const oldest = Date.now() - FORGET_AFTER_MS;
    for (const [userId, sessions] of this.known) {
      for (const [sessionId, known] of sessions) if (known.checkedAt < oldest) sessions.delete(sessionId);
      if (sessions.size === 0) this.known.delete(userId);
    }
  }

  /** The user's sessions changed (sign-out, password change): ask identity again next time. */
  forget(userId: string): void {
    this.forgets += 1;
    this.known.delete(userId);
  }
}

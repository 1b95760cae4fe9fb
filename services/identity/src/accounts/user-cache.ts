import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DatabaseNotifications, NotificationSubscription } from '@ecp/database';
import { DATABASE_NOTIFICATIONS } from '@ecp/runtime';
import type { UserWithRoles } from './account.repository.js';

/** Migration 0005's triggers: any change to users, user_roles or role_requests, with the user's id. */
export const USER_CHANGED_CHANNEL = 'identity_user_changed';
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

interface Entry {
  value: Readonly<UserWithRoles>;
  storedAt: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Recent `identity.get-user` answers (the `me` read: its database round trip was 32 % of identity's samples under load, and PostgreSQL spent some
 * 100 µs of CPU on each), kept only
 * while PostgreSQL's notifications can invalidate them: the database's triggers NOTIFY every identity process at
 * commit, whichever process or statement changed the account, its role or its role requests. Our own writes also
 * forget at once, not waiting for the notification. While the listening connection is down nothing is kept or served.
 *
 * A read that started before a change was notified is not kept (`epoch`), so a slow read cannot store the old answer
 * after the notification that made it old.
 */
@Injectable()
export class UserCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  /** Counts invalidations: a read keeps its answer only if none came while it ran. */
  private epoch = 0;
  private subscription?: NotificationSubscription;

  constructor(@Inject(DATABASE_NOTIFICATIONS) private readonly notifications: DatabaseNotifications) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.notifications.listen(USER_CHANGED_CHANNEL, {
      onNotify: (userId) => this.forget(userId),
      onLive: (live) => {
        this.live = live;
        this.entries.clear();
        this.epoch += 1;
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  /** The user's answer, kept or read by `load` (a missing user is never kept). Treat it as read-only: it is shared. */
  async get(userId: string, load: () => Promise<UserWithRoles | undefined>): Promise<Readonly<UserWithRoles> | undefined> {
    const now = Date.now();
    const kept = this.live ? this.entries.get(userId) : undefined;
    if (kept && now - kept.storedAt < MAX_AGE_MS) return kept.value;
    const epoch = this.epoch;
    const value = await load();
    if (value && this.live && this.epoch === epoch) {
      this.entries.delete(userId); // re-inserted last: the oldest entries are first in the map
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(userId, { value: deepFreeze(value), storedAt: now });
    }
    return value;
  }

  /** The user's account, role or role requests changed (or are about to, in a transaction under way). */
  forget(userId: string): void {
    this.entries.delete(userId);
    this.epoch += 1;
  }
}

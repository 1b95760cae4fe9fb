import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DatabaseNotifications, NotificationSubscription } from '@ecp/database';
import { DATABASE_NOTIFICATIONS } from '@ecp/runtime';
import type { UserWithRoles } from './account.repository.js';

/** Migration 0005's triggers: any change to users, user_roles or role_requests, with the user's id (`*`: a TRUNCATE). */
export const USER_CHANGED_CHANNEL = 'identity_user_changed';
const EVERYONE = '*';
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;
/**
 * A user this process is changing is read from the database for this long: the change is forgotten here before its
 * transaction commits, so a read in between would otherwise keep the old answer until the commit's notification came.
 */
export const WRITE_GRACE_MS = 5_000;
/** Answers carrying more than this (the professional network's text in `metadata`) are not kept: the memory is bounded. */
const MAX_KEPT_METADATA_CHARS = 4_000;

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
 * forget at once, and the user is read through for WRITE_GRACE_MS, past the commit and its notification. While the
 * listening connection is down (or silent: libs/database's heartbeat) nothing is kept or served.
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
  /** Users this process is writing, until when they are read through. */
  private readonly writing = new Map<string, number>();
  private subscription?: NotificationSubscription;

  constructor(@Inject(DATABASE_NOTIFICATIONS) private readonly notifications: DatabaseNotifications) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.notifications.listen(USER_CHANGED_CHANNEL, {
      onNotify: (userId) => (userId === EVERYONE ? this.forgetEveryone() : this.drop(userId)),
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
    if (this.isBeingWritten(userId, now)) return load();
    const kept = this.live ? this.entries.get(userId) : undefined;
    if (kept && now - kept.storedAt < MAX_AGE_MS) return kept.value;
    if (kept) this.entries.delete(userId);
    const epoch = this.epoch;
    const value = await load();
    if (value && this.live && this.epoch === epoch && !this.isBeingWritten(userId, Date.now()) && keepable(value)) {
      this.entries.delete(userId); // re-inserted last: the oldest entries are first in the map
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(userId, { value: deepFreeze(value), storedAt: now });
    }
    return value;
  }

  /** This process is changing the user's account, role or role requests (in a transaction under way). */
  forget(userId: string): void {
    this.writing.set(userId, Date.now() + WRITE_GRACE_MS);
    if (this.writing.size > MAX_ENTRIES) this.pruneWriting();
    this.drop(userId);
  }

  private drop(userId: string): void {
    this.entries.delete(userId);
    this.epoch += 1;
  }

  private forgetEveryone(): void {
    this.entries.clear();
    this.epoch += 1;
  }

  private isBeingWritten(userId: string, now: number): boolean {
    const until = this.writing.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.writing.delete(userId);
    return false;
  }

  private pruneWriting(): void {
    const now = Date.now();
    for (const [userId, until] of this.writing) if (until <= now) this.writing.delete(userId);
  }
}

function keepable(value: UserWithRoles): boolean {
  const metadata = value.user.metadata;
  return metadata === null || metadata === undefined || JSON.stringify(metadata).length <= MAX_KEPT_METADATA_CHARS;
}

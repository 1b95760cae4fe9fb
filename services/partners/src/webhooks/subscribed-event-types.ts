import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DatabaseNotifications, NotificationSubscription } from '@ecp/database';
import { DATABASE_NOTIFICATIONS } from '@ecp/runtime';

/** Migration 0001's trigger: any statement that changed the webhooks table, by any process. */
export const WEBHOOKS_CHANGED_CHANNEL = 'partners_webhooks_changed';

/**
 * The event types some webhook wants, kept while PostgreSQL's notifications can invalidate them, so an event no webhook
 * wants costs no statement: every public event (an analysis's ~40 `skill.added` among them) reached the partners
 * service and asked the database, 1,585 of the 7,813 statements of a CV-upload bench. Any change to the webhooks table,
 * by any process or statement, NOTIFYs every partners process at commit; this process's own writes forget at once
 * (they commit before they return). While not listening, every question goes to the database.
 */
@Injectable()
export class SubscribedEventTypes implements OnModuleInit, OnModuleDestroy {
  private types?: ReadonlySet<string>;
  private live = false;
  /** Counts invalidations: a read keeps its answer only if none came while it ran. */
  private epoch = 0;
  private subscription?: NotificationSubscription;

  constructor(@Inject(DATABASE_NOTIFICATIONS) private readonly notifications: DatabaseNotifications) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.notifications.listen(WEBHOOKS_CHANGED_CHANNEL, {
      onNotify: () => this.forget(),
      onLive: (live) => {
        this.live = live;
        this.forget();
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  /** Whether some webhook wants `eventType`; `load` reads every webhook's event types. */
  async includes(eventType: string, load: () => Promise<string[]>): Promise<boolean> {
    if (this.live && this.types) return this.types.has(eventType);
    const epoch = this.epoch;
    const types = new Set(await load());
    if (this.live && this.epoch === epoch) this.types = types;
    return types.has(eventType);
  }

  /** The webhooks changed (this process's write, committed, or a notification). */
  forget(): void {
    this.types = undefined;
    this.epoch += 1;
  }
}

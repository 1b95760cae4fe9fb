import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { badgeCatalogue, type TypedEvent } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@ecp/messaging';
import { UserStreams, type StreamGrant } from '../graphql/user-streams.js';
import { ProgressEventKind, type ProgressEvent } from './badges.types.js';

const PROGRESS_SUBJECTS = ['badge.awarded', 'activity.logged'] as const;

export function toProgressEvent(event: TypedEvent<(typeof PROGRESS_SUBJECTS)[number]>): ProgressEvent {
  const none = { badgeType: null, badgeName: null, badgeDescription: null, activityType: null, description: null };
  if (event.type === 'badge.awarded') {
    const { badgeType, earnedAt } = (event as TypedEvent<'badge.awarded'>).data;
    const entry = badgeCatalogue.find((badge) => badge.badgeType === badgeType);
    return { ...none, kind: ProgressEventKind.BADGE_AWARDED, badgeType, badgeName: entry?.name ?? badgeType, badgeDescription: entry?.description ?? null, occurredAt: new Date(earnedAt) };
  }
  const { activityType, description, createdAt } = (event as TypedEvent<'activity.logged'>).data;
  return { ...none, kind: ProgressEventKind.ACTIVITY_LOGGED, activityType, description, occurredAt: new Date(createdAt) };
}

/** One live watch of badge.awarded and activity.logged per gateway process, fanned out to each user's subscriptions. */
@Injectable()
export class ProgressHub implements OnModuleInit, OnModuleDestroy {
  private readonly streams: UserStreams<ProgressEvent>;
  private watch?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.streams = new UserStreams(logger, 'progress');
  }

  async onModuleInit(): Promise<void> {
    this.watch = await this.bus.watch(PROGRESS_SUBJECTS, (event) => this.streams.announce(event.data.userId, toProgressEvent(event)));
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch?.unsubscribe();
    this.streams.clear();
  }

  stream(userId: string, grant: StreamGrant): AsyncIterableIterator<ProgressEvent> {
    return this.streams.stream(userId, grant);
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { RequestOf, ResponseOf } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import type { MessageBus } from '@ecp/messaging';
import { EventOutbox, LOGGER, MESSAGE_BUS } from '@ecp/runtime';
import { GAMIFICATION_CONFIG, type GamificationConfig } from '../gamification.config.js';
import { calendarDay } from './badge-rules.js';
import { ProgressRepository } from './progress.repository.js';
import { ProgressService } from './progress.service.js';

const RUN = 'progress-snapshot-v1';
const PAGE = 200;
const RETRY_MS = 2000;

type SnapshotPattern = 'profile.progress-snapshot' | 'skills.progress-snapshot' | 'training.progress-snapshot';

/**
 * The one-time backfill of a database that has never had one (a deployment that adds the gamification service, or
 * this version, on existing data): pages through what the profile, skills and training services hold per user
 * (`*.progress-snapshot`, request/reply: a start-up step, never the award path), writes it into the projections
 * as of now (newer than any event it could race with), and awards what already holds. Idempotent per user (the
 * projections upsert, badges are unique), so an interrupted run simply runs again at the next start; runs in the
 * background, retrying every 2 s while a service does not answer yet. GAMIFICATION_BACKFILL=false turns it off.
 */
@Injectable()
export class BackfillUseCase implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly progress: ProgressRepository,
    private readonly service: ProgressService,
    private readonly outbox: EventOutbox,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(GAMIFICATION_CONFIG) private readonly config: GamificationConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.GAMIFICATION_BACKFILL) this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.execute()
        .then((finished) => {
          if (!finished) this.schedule(RETRY_MS);
        })
        .finally(() => (this.running = undefined));
    }, delayMs);
    this.timer.unref();
  }

  /** One attempt; false when a service did not answer (tried again later). */
  async execute(): Promise<boolean> {
    try {
      if (await this.progress.backfillDone(RUN)) return true;
      const users = new Set<string>();
      let awarded = 0;
      const at = new Date();
      const day = calendarDay(at, null);
      const apply = async (userId: string, project: Parameters<ProgressRepository['applySnapshot']>[2]) => {
        users.add(userId);
        awarded += await this.outbox.transaction(async (tx, emit) => {
          // Another service's snapshot may still list a person erased here: their progress must not come back.
          await this.outbox.lockPerson(tx, userId);
          if (await this.outbox.isErased(userId, tx)) return 0;
          await this.progress.lockUser(tx, userId);
          await this.progress.applySnapshot(tx, userId, project, at);
          return this.service.awardQualifying(tx, emit, userId, at, day, { enrollments: 0, completedCourses: 0 }, { backfill: RUN });
        });
      };
      await this.eachPage('profile.progress-snapshot', async (user) => apply(user.userId, { profile: user }));
      await this.eachPage('skills.progress-snapshot', async (user) => apply(user.userId, { skills: user }));
      await this.eachPage('training.progress-snapshot', async (user) => apply(user.userId, { training: user }));
      await this.progress.markBackfilled(RUN, users.size);
      this.logger.info({ users: users.size, awarded }, 'gamification backfill completed');
      return true;
    } catch (error) {
      if (this.stopped) return true;
      this.logger.warn({ err: error }, 'gamification backfill waits for the other services; trying again');
      return false;
    }
  }

  private async eachPage<P extends SnapshotPattern>(pattern: P, each: (user: ResponseOf<P>['users'][number]) => Promise<void>): Promise<void> {
    let after: string | null = null;
    do {
      if (this.stopped) throw new Error('stopped');
      const request = { afterUserId: after, limit: PAGE } satisfies RequestOf<SnapshotPattern> as RequestOf<P>;
      const page: ResponseOf<P> = await this.bus.request(pattern, request);
      for (const user of page.users as ResponseOf<P>['users'][number][]) await each(user);
      after = page.nextAfterUserId;
    } while (after);
  }
}

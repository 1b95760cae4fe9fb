import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { TRAINING_CONFIG, type TrainingConfig } from '../training.config.js';
import { SyncEnrollmentUseCase } from './sync-enrollment.usecase.js';

/**
 * Scheduled sync (TRAINING_SYNC_INTERVAL_SECONDS; 0 = off). One pass at a time; a provider outage
 * only fails the pass, which the next tick repeats.
 */
@Injectable()
export class EnrollmentSyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly sync: SyncEnrollmentUseCase,
    @Inject(TRAINING_CONFIG) private readonly config: TrainingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.TRAINING_SYNC_INTERVAL_SECONDS;
    if (seconds === 0) return;
    this.timer = setInterval(() => void this.runOnce(), seconds * 1000);
    this.timer.unref();
  }

  /** Runs one pass unless one is already running (then waits for that one). */
  runOnce(): Promise<void> {
    this.running ??= this.sync
      .syncAll()
      .then((result) => {
        if (result.synced || result.failed || result.registered) this.logger.info(result, 'scheduled enrollment sync');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'scheduled enrollment sync failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, PeriodicJob } from '@ecp/runtime';
import { TRAINING_CONFIG, type TrainingConfig } from '../training.config.js';
import { SyncEnrollmentUseCase } from './sync-enrollment.usecase.js';

/**
 * Scheduled sync (TRAINING_SYNC_INTERVAL_SECONDS; 0 = off). One pass at a time; a provider outage
 * only fails the pass, which the next tick repeats.
 */
@Injectable()
export class EnrollmentSyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob(() => this.syncOnce(), (error) => this.logger.warn({ err: error }, 'scheduled enrollment sync failed'));

  constructor(
    private readonly sync: SyncEnrollmentUseCase,
    @Inject(TRAINING_CONFIG) private readonly config: TrainingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.TRAINING_SYNC_INTERVAL_SECONDS;
    if (seconds === 0) return;
    this.job.start(seconds * 1000);
  }

  /** Runs one pass unless one is already running (then waits for that one); a failed pass is logged, not thrown. */
  runOnce(): Promise<void> {
    return this.job.runOnce().catch((error: unknown) => this.logger.warn({ err: error }, 'scheduled enrollment sync failed'));
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  private async syncOnce(): Promise<void> {
    const result = await this.sync.syncAll();
    if (result.synced || result.failed || result.registered) this.logger.info(result, 'scheduled enrollment sync');
  }
}

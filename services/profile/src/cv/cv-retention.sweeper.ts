import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, PeriodicJob } from '@ecp/runtime';
import type { CvStorage } from '@ecp/storage';
import { PROFILE_CONFIG, type ProfileConfig } from '../profile.config.js';
import { CV_STORAGE } from './cv-storage.token.js';
import { CvFilesRepository } from './cv-files.repository.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// Replaced files deleted per round trip; a sweep takes as many batches as it needs.
const BATCH = 100;

export interface SweepResult {
  /** Replaced CVs past CV_RETENTION_DAYS, deleted. */
  replaced: number;
  /** Files no profile points at, older than CV_ORPHAN_UPLOAD_HOURS (uploads never attached), deleted. */
  orphans: number;
}

/**
 * The CV bucket's retention: every CV_SWEEP_INTERVAL_MINUTES it deletes replaced CVs once their retention period is
 * over and uploads that were stored but never attached. Every step can run twice (two replicas, a crash between the
 * file and the row): deleting a missing file or row changes nothing.
 */
@Injectable()
export class CvRetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob((now: Date = new Date()) => this.sweepOnce(now), (error) => this.logger.error({ err: error }, 'CV retention sweep failed'));

  constructor(
    private readonly files: CvFilesRepository,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
    @Inject(PROFILE_CONFIG) private readonly config: ProfileConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.CV_SWEEP_INTERVAL_MINUTES === 0) return;
    this.job.start(this.config.CV_SWEEP_INTERVAL_MINUTES * 60_000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep (one at a time per process); `now` lets a test stand at a later moment. */
  sweep(now = new Date()): Promise<SweepResult> {
    return this.job.runOnce(now);
  }

  private async sweepOnce(now: Date): Promise<SweepResult> {
    const { blobs, bucket } = this.storage;
    let replaced = 0;
    const cutoff = new Date(now.getTime() - this.config.CV_RETENTION_DAYS * DAY_MS);
    for (;;) {
      const due = await this.files.replacedBefore(cutoff, BATCH);
      if (due.length === 0) break;
      const paths = due.map((file) => file.path);
      await blobs.delete(bucket, paths);
      await this.files.forget(paths);
      replaced += paths.length;
    }
    const orphanCutoff = now.getTime() - this.config.CV_ORPHAN_UPLOAD_HOURS * HOUR_MS;
    const old = (await blobs.list(bucket)).filter((blob) => blob.lastModified.getTime() < orphanCutoff).map((blob) => blob.key);
    let orphans = 0;
    for (let start = 0; start < old.length; start += BATCH) {
      const batch = old.slice(start, start + BATCH);
      const referenced = await this.files.referenced(batch);
      const unreferenced = batch.filter((key) => !referenced.has(key));
      await blobs.delete(bucket, unreferenced);
      orphans += unreferenced.length;
    }
    if (replaced + orphans > 0) this.logger.info({ replaced, orphans }, 'CV retention sweep deleted files');
    return { replaced, orphans };
  }
}

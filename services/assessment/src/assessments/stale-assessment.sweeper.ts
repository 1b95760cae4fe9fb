import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, PeriodicJob } from '@ecp/runtime';
import { ANALYZE_FAILED } from './assessment-errors.js';
import { AssessmentRecorder } from './assessment-recorder.js';
import { AssessmentsRepository } from './assessments.repository.js';
import { STALE_SWEEP } from './tokens.js';

/** When an assessment counts as abandoned, and how often to look (ASSESSMENT_STALE_MINUTES; 0 turns it off). */
export interface StaleSweepOptions {
  staleMs: number;
  intervalMs: number;
}

// Abandoned assessments failed per round trip; a sweep takes as many as it needs.
const BATCH = 100;

/**
 * An analysis is bounded (60 s in the worker, LLM_TIMEOUT_MS for the LLM) and a lost one is redelivered, so an
 * assessment still processing after ASSESSMENT_STALE_MINUTES has nothing left to finish it: the process died in a
 * request/reply run, or the database was away longer than the event's redeliveries. The sweeper fails it with the
 * spec's message (cv.analysis.failed), so the person sees the failure and can upload again instead of a spinner
 * forever. Safe on every replica at once: failing a settled assessment changes nothing.
 */
@Injectable()
export class StaleAssessmentSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob((now: Date = new Date()) => this.sweepOnce(now), (error) => this.logger.error({ err: error }, 'stale assessment sweep failed'));

  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly recorder: AssessmentRecorder,
    @Inject(STALE_SWEEP) private readonly options: StaleSweepOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.staleMs === 0) return;
    this.job.start(this.options.intervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep (one at a time per process), answering how many it failed; `now` lets a test stand later. */
  sweep(now = new Date()): Promise<number> {
    return this.job.runOnce(now);
  }

  private async sweepOnce(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.staleMs);
    let failed = 0;
    for (;;) {
      const stale = await this.assessments.processingBefore(cutoff, BATCH);
      for (const row of stale) await this.recorder.fail(row, ANALYZE_FAILED);
      failed += stale.length;
      if (stale.length < BATCH) break;
    }
    if (failed > 0) this.logger.warn({ failed, staleMinutes: this.options.staleMs / 60_000 }, 'abandoned assessments failed');
    return failed;
  }
}

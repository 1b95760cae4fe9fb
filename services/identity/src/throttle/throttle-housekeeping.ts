import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, PeriodicJob } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { RequestLimitRepository } from './request-limit.repository.js';

const EVERY_MS = 3_600_000;

export interface PurgeResult {
  loginFailures: number;
  requestLimits: number;
}

/**
 * Deletes the sign-in failure and request counts that no longer count, on start-up and then once an hour, on every
 * replica (a delete another replica already did removes nothing). Both tables are keyed by what a client sends (an
 * address, an e-mail): left alone they would grow with every one ever tried.
 */
@Injectable()
export class ThrottleHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob(() => this.purgeOnce(), (error) => this.logger.warn({ err: error }, 'throttle counts could not be purged'));

  constructor(
    private readonly failures: LoginThrottleRepository,
    private readonly limits: RequestLimitRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(EVERY_MS, { immediately: true });
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One round (or the one under way), answering how many rows went. */
  purge(): Promise<PurgeResult> {
    return this.job.runOnce();
  }

  private async purgeOnce(): Promise<PurgeResult> {
    const loginFailures = await this.failures.purgeStale(this.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000);
    const requestLimits = await this.limits.purgeOver();
    if (loginFailures + requestLimits > 0) this.logger.debug({ loginFailures, requestLimits }, 'throttle counts purged');
    return { loginFailures, requestLimits };
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@ecp/logger';
import { PARTNERS_CONFIG, type PartnersConfig } from '../partners.config.js';
import { postWebhook } from './webhook-sender.js';
import { DELIVERY_HEADER, EVENT_HEADER, signatureHeader, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature.js';
import { WebhookRepository, type DueDelivery } from './webhook.repository.js';

const BATCH = 16;
const PURGE_EVERY_MS = 3_600_000;

/** The delay after failed attempt `attempt` (1-based): doubling from the first retry delay, capped. */
export function retryDelayMs(attempt: number, config: Pick<PartnersConfig, 'PARTNERS_WEBHOOK_FIRST_RETRY_MS' | 'PARTNERS_WEBHOOK_MAX_RETRY_MS'>): number {
  return Math.min(config.PARTNERS_WEBHOOK_FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 30), config.PARTNERS_WEBHOOK_MAX_RETRY_MS);
}

/**
 * Sends due deliveries: signed on each attempt (fresh timestamp), retried with exponential back-off until a 2xx
 * answer or until the give-up time after the event. Every replica runs one; a lease keeps an attempt to one.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private purgedAt = 0;

  constructor(
    private readonly repository: WebhookRepository,
    @Inject(PARTNERS_CONFIG) private readonly config: PartnersConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .then(() => (Date.now() - this.purgedAt >= PURGE_EVERY_MS ? this.purgeSettled() : undefined))
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, 'webhook delivery round failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.config.PARTNERS_WEBHOOK_POLL_MS);
    this.timer.unref();
  }

  /** Deletes the deliveries settled longer ago than PARTNERS_DELIVERY_RETENTION_DAYS (hourly, after a round). */
  async purgeSettled(now = new Date()): Promise<number> {
    this.purgedAt = now.getTime();
    const purged = await this.repository.purgeSettled(new Date(now.getTime() - this.config.PARTNERS_DELIVERY_RETENTION_DAYS * 86_400_000));
    if (purged > 0) this.logger.info({ purged, retentionDays: this.config.PARTNERS_DELIVERY_RETENTION_DAYS }, 'settled webhook deliveries purged');
    return purged;
  }

  /** One round: every due delivery, attempted once. Answers how many were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = new Date();
      const due = await this.repository.claimDue(now, new Date(now.getTime() + this.config.PARTNERS_WEBHOOK_TIMEOUT_MS + 5000), BATCH);
      if (!due.length) return attempted;
      await Promise.all(due.map((item) => this.attempt(item)));
      attempted += due.length;
      if (this.stopped) return attempted;
    }
  }

  private async attempt({ delivery, webhook }: DueDelivery): Promise<void> {
    const at = new Date();
    const timestamp = Math.floor(at.getTime() / 1000);
    const inGrace = webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > at;
    const secrets = inGrace ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
    const outcome = await postWebhook(
      webhook.url,
      {
        [DELIVERY_HEADER]: delivery.id,
        [EVENT_HEADER]: delivery.eventType,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, delivery.body),
      },
      delivery.body,
      { timeoutMs: this.config.PARTNERS_WEBHOOK_TIMEOUT_MS, allowLoopback: this.config.PARTNERS_WEBHOOK_ALLOW_LOOPBACK },
    );
    if (outcome.ok) {
      await this.repository.recordAttempt(delivery.id, { status: 'delivered', statusCode: outcome.statusCode, error: null, at, nextAttemptAt: at });
      return;
    }
    const attempt = delivery.attempts + 1;
    const next = new Date(at.getTime() + retryDelayMs(attempt, this.config));
    const givenUp = next.getTime() - delivery.createdAt.getTime() > this.config.PARTNERS_WEBHOOK_GIVE_UP_MS;
    this.logger.warn({ webhookId: webhook.id, deliveryId: delivery.id, attempt, statusCode: outcome.statusCode, error: outcome.error, givenUp }, 'webhook delivery failed');
    await this.repository.recordAttempt(delivery.id, { status: givenUp ? 'failed' : 'pending', statusCode: outcome.statusCode, error: outcome.error, at, nextAttemptAt: givenUp ? at : next });
  }
}

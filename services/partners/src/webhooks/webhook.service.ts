import { Inject, Injectable } from '@nestjs/common';
import { DomainError, isPartnerEventSubject, partnerEvents, type EventSubject, type PartnerWebhook, type RequestData, type TypedEvent } from '@ecp/contracts';
import { MESSAGE_BUS, type MessageBus } from '@ecp/messaging';
import { EventOutbox } from '@ecp/runtime';
import { PARTNERS_CONFIG, type PartnersConfig } from '../partners.config.js';
import { checkEndpointUrl } from './endpoint-guard.js';
import { SubscribedEventTypes } from './subscribed-event-types.js';
import { newWebhookSecret } from './webhook-signature.js';
import { WebhookRepository, type WebhookRow } from './webhook.repository.js';

const ADMIN_ONLY = 'Admin access required';

/** Registrations (admin only), secret rotation, and the deliveries each public event becomes. */
@Injectable()
export class WebhookService {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly subscribed: SubscribedEventTypes,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly outbox: EventOutbox,
    @Inject(PARTNERS_CONFIG) private readonly config: PartnersConfig,
  ) {}

  async list(adminId: string): Promise<PartnerWebhook[]> {
    await this.requireAdmin(adminId);
    return Promise.all((await this.repository.all()).map((row) => this.view(row)));
  }

  async register(request: RequestData<'partners.register-webhook'>): Promise<{ webhook: PartnerWebhook; secret: string }> {
    await this.requireAdmin(request.adminId);
    const url = await checkEndpointUrl(request.url, this.config.PARTNERS_WEBHOOK_ALLOW_LOOPBACK);
    const secret = newWebhookSecret();
    const row = await this.repository.insert({
      name: request.name,
      url: url.href,
      eventTypes: [...new Set(request.eventTypes)],
      personalData: request.personalData,
      secret,
      createdBy: request.adminId,
    });
    this.subscribed.forget();
    return { webhook: await this.view(row), secret };
  }

  /** A new secret, shown once; the old one keeps signing (second signature) for the grace period. */
  async rotateSecret(adminId: string, webhookId: string): Promise<{ webhook: PartnerWebhook; secret: string }> {
    await this.requireAdmin(adminId);
    const secret = newWebhookSecret();
    const now = new Date();
    const row = await this.repository.rotateSecret(webhookId, secret, new Date(now.getTime() + this.config.PARTNERS_SECRET_GRACE_MS), now);
    if (!row) throw new DomainError('NOT_FOUND', 'Webhook not found');
    return { webhook: await this.view(row), secret };
  }

  async delete(adminId: string, webhookId: string): Promise<boolean> {
    await this.requireAdmin(adminId);
    const deleted = await this.repository.delete(webhookId);
    this.subscribed.forget();
    if (!deleted) throw new DomainError('NOT_FOUND', 'Webhook not found');
    return true;
  }

  /** One delivery per webhook that wants the event, once per event (inbox + unique key). */
  async enqueue(event: TypedEvent<EventSubject>): Promise<void> {
    const subject = event.type;
    if (!isPartnerEventSubject(subject)) return;
    // An event no webhook wants costs no transaction (the inbox is there to stop a second delivery, and with no
    // subscriber there is none) and, while the subscribed types are kept, no statement either; a webhook created
    // meanwhile sees the events handled after its registration's notification.
    if (!(await this.subscribed.includes(subject, () => this.repository.subscribedEventTypes()))) return;
    await this.outbox.handleOnce(event, 'partners:webhooks', async (tx) => {
      const subscribers = await this.repository.subscribers(tx, subject);
      await this.repository.enqueue(
        tx,
        subscribers.map((webhook) => ({
          webhookId: webhook.id,
          eventId: event.id,
          eventType: subject,
          body: JSON.stringify(webhook.personalData ? event : withoutPersonalData(event, partnerEvents[subject].personalData)),
        })),
      );
    });
  }

  private async requireAdmin(userId: string): Promise<void> {
    // Role checks go to identity and answer false on error.
    const isAdmin = await this.bus
      .request('identity.has-role', { userId, role: 'admin' })
      .then(({ hasRole }) => hasRole)
      .catch(() => false);
    if (!isAdmin) throw new DomainError('FORBIDDEN', ADMIN_ONLY);
  }

  private async view(row: WebhookRow): Promise<PartnerWebhook> {
    const { last, pending, failed } = await this.repository.deliverySummary(row.id);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      eventTypes: row.eventTypes,
      personalData: row.personalData,
      createdAt: row.createdAt.toISOString(),
      secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
      lastDelivery: last
        ? {
            eventType: last.eventType,
            status: last.status as 'pending' | 'delivered' | 'failed',
            attempts: last.attempts,
            statusCode: last.lastStatusCode,
            error: last.lastError,
            attemptedAt: last.lastAttemptAt?.toISOString() ?? null,
          }
        : null,
      pendingDeliveries: pending,
      failedDeliveries: failed,
    };
  }
}

/** The event as a partner not entitled to personal data gets it: the personal fields left out of `data`. */
export function withoutPersonalData<E extends { data: object }>(event: E, fields: readonly string[]): E {
  const data = Object.fromEntries(Object.entries(event.data).filter(([key]) => !fields.includes(key)));
  return { ...event, data };
}

import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { eraseUserEvents, withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { outbox, webhookDeliveries, webhooks } from '../db/schema/index.js';

// Who registered a webhook, once that administrator's account is gone: the registration stays (partners depend on it).
const ERASED_ADMIN = '00000000-0000-0000-0000-000000000000';

/** A person's data in the partners service: the webhook deliveries of events about them, the webhooks they registered. */
@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  exportRows(userId: string): Promise<Record<string, unknown[]>> {
    return withRepositoryErrors('Failed to export data', async () => ({
      webhook_deliveries: await this.db
        .select({ eventId: webhookDeliveries.eventId, eventType: webhookDeliveries.eventType, status: webhookDeliveries.status, createdAt: webhookDeliveries.createdAt })
        .from(webhookDeliveries)
        .where(mentions(userId)),
      webhooks: await this.db.select({ id: webhooks.id, name: webhooks.name, url: webhooks.url, eventTypes: webhooks.eventTypes, createdAt: webhooks.createdAt }).from(webhooks).where(eq(webhooks.createdBy, userId)),
    }));
  }

  /** Deliveries naming the person (sent or not), the outbox events naming them; their registrations kept without their id. */
  erase(tx: AppTransaction, userId: string): Promise<void> {
    return withRepositoryErrors('Failed to erase data', async () => {
      await tx.delete(webhookDeliveries).where(mentions(userId));
      await tx.update(webhooks).set({ createdBy: ERASED_ADMIN }).where(eq(webhooks.createdBy, userId));
      await eraseUserEvents(tx, outbox, userId);
    });
  }
}

const mentions = (userId: string) => sql`position(${userId} in ${webhookDeliveries.body}) > 0`;

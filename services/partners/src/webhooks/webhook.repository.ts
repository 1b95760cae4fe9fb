import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, inArray, lt, lte, sql } from 'drizzle-orm';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { webhookDeliveries, webhooks } from '../db/schema/index.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export interface DueDelivery {
  delivery: DeliveryRow;
  webhook: WebhookRow;
}

@Injectable()
export class WebhookRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  insert(values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
    return withRepositoryErrors('Failed to register webhook', async () => {
      const [row] = await this.db.insert(webhooks).values(values).returning();
      return row!;
    });
  }

  all(): Promise<WebhookRow[]> {
    return withRepositoryErrors('Failed to retrieve webhooks', () => this.db.select().from(webhooks).orderBy(asc(webhooks.createdAt), asc(webhooks.id)));
  }

  find(id: string): Promise<WebhookRow | undefined> {
    return withRepositoryErrors('Failed to retrieve webhooks', async () => (await this.db.select().from(webhooks).where(eq(webhooks.id, id)))[0]);
  }

  /** The last attempted (or, before any attempt, the newest) delivery of a webhook, and its pending and failed counts. */
  deliverySummary(webhookId: string): Promise<{ last?: DeliveryRow; pending: number; failed: number }> {
    return withRepositoryErrors('Failed to retrieve webhooks', async () => {
      // One statement, so one snapshot: read in two, a delivery giving up in between showed as failed in the counts and
      // still pending as the last delivery. The window counts see every row of the webhook; LIMIT applies after them.
      const [row] = await this.db
        .select({
          delivery: getTableColumns(webhookDeliveries),
          pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending') over ()`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed') over ()`.mapWith(Number),
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(sql`${webhookDeliveries.lastAttemptAt} desc nulls last`, desc(webhookDeliveries.createdAt))
        .limit(1);
      return row ? { last: row.delivery, pending: row.pending, failed: row.failed } : { pending: 0, failed: 0 };
    });
  }

  /** Deletes the settled deliveries (delivered or failed) created before `before`; answers how many went. */
  purgeSettled(before: Date): Promise<number> {
    return withRepositoryErrors('Failed to purge deliveries', async () =>
      (await this.db.delete(webhookDeliveries).where(and(inArray(webhookDeliveries.status, ['delivered', 'failed']), lt(webhookDeliveries.createdAt, before))).returning({ id: webhookDeliveries.id })).length,
    );
  }

  rotateSecret(id: string, secret: string, previousSecretExpiresAt: Date, now: Date): Promise<WebhookRow | undefined> {
    return withRepositoryErrors('Failed to rotate the webhook secret', async () => {
      const [row] = await this.db
        .update(webhooks)
        .set({ previousSecret: sql`${webhooks.secret}`, previousSecretExpiresAt, secret, secretRotatedAt: now })
        .where(eq(webhooks.id, id))
        .returning();
      return row;
    });
  }

  delete(id: string): Promise<boolean> {
    return withRepositoryErrors('Failed to delete the webhook', async () => (await this.db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id })).length > 0);
  }

  /** Every event type some webhook wants (read outside a transaction). */
  async subscribedEventTypes(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ type: sql<string>`jsonb_array_elements_text(${webhooks.eventTypes})` }).from(webhooks);
    return rows.map((row) => row.type);
  }

  /** Webhooks that want this event type. */
  subscribers(tx: AppTransaction, eventType: string): Promise<WebhookRow[]> {
    return tx.select().from(webhooks).where(wants(eventType));
  }

  async enqueue(tx: AppTransaction, deliveries: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
    if (deliveries.length) await tx.insert(webhookDeliveries).values(deliveries).onConflictDoNothing();
  }

  /**
   * Takes up to `limit` due deliveries and leases them until `leaseUntil` (another replica skips locked and leased
   * rows), so each attempt is made by one replica.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]> {
    return withRepositoryErrors('Failed to read due deliveries', () =>
      this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
          .orderBy(asc(webhookDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const claimed: DueDelivery[] = [];
        for (const delivery of due) {
          await tx.update(webhookDeliveries).set({ nextAttemptAt: leaseUntil }).where(eq(webhookDeliveries.id, delivery.id));
          const [webhook] = await tx.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId));
          if (webhook) claimed.push({ delivery, webhook });
        }
        return claimed;
      }),
    );
  }

  recordAttempt(id: string, outcome: { status: 'pending' | 'delivered' | 'failed'; statusCode: number | null; error: string | null; at: Date; nextAttemptAt: Date }): Promise<void> {
    return withRepositoryErrors('Failed to record a delivery', async () => {
      await this.db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          lastAttemptAt: outcome.at,
          nextAttemptAt: outcome.nextAttemptAt,
        })
        .where(eq(webhookDeliveries.id, id));
    });
  }
}

/** A webhook's event types include this one. */
const wants = (eventType: string) => sql`${webhooks.eventTypes} @> ${JSON.stringify([eventType])}::jsonb`;

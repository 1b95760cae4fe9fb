import { z } from 'zod';
import { partnerEventSubjects, type PartnerEventSubject } from '../partner-events.js';
import { storableText, userIdSchema as adminId } from './common.js';

/** A delivery's last outcome: delivered (2xx), retrying (waiting for its next attempt), failed (gave up after a day). */
export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

export const partnerWebhookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  personalData: z.boolean(),
  createdAt: z.iso.datetime(),
  secretRotatedAt: z.iso.datetime().nullable(),
  lastDelivery: z
    .object({
      eventType: z.string(),
      status: webhookDeliveryStatusSchema,
      attempts: z.number().int().nonnegative(),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      attemptedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  pendingDeliveries: z.number().int().nonnegative(),
  failedDeliveries: z.number().int().nonnegative(),
});
export type PartnerWebhook = z.infer<typeof partnerWebhookSchema>;

const eventType = z.enum(partnerEventSubjects as [PartnerEventSubject, ...PartnerEventSubject[]], { message: 'Unknown event type' });
const withSecret = z.object({ webhook: partnerWebhookSchema, secret: z.string() });

/** Partner webhooks, served by the partners service; every pattern is for admins only (checked with identity). */
export const partnersRequests = {
  'partners.list-webhooks': {
    request: z.object({ adminId }),
    response: z.object({ webhooks: z.array(partnerWebhookSchema) }),
  },
  'partners.register-webhook': {
    changes: true,
    request: z.object({
      adminId,
      name: storableText().trim().min(1, 'Name is required').max(100, 'Name is too long'),
      url: z.string().trim().min(1, 'URL is required').max(2000, 'URL is too long'),
      eventTypes: z.array(eventType).min(1, 'Choose at least one event type').max(partnerEventSubjects.length),
      personalData: z.boolean().default(false),
    }),
    /** The secret is shown once, here; later answers never carry it. */
    response: withSecret,
    invalidMessage: 'Failed to register webhook',
  },
  'partners.rotate-webhook-secret': {
    changes: true,
    request: z.object({ adminId, webhookId: z.uuid() }),
    response: withSecret,
  },
  'partners.delete-webhook': {
    changes: true,
    request: z.object({ adminId, webhookId: z.uuid() }),
    response: z.object({ deleted: z.boolean() }),
  },
} as const;

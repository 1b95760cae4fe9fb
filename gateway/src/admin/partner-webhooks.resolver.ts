import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { partnerEvents, partnerEventSubjects, type PartnerWebhook as PartnerWebhookData, type PartnerEventSubject } from '@ecp/contracts';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { PartnerEventType, PartnerWebhook, PartnerWebhookWithSecret, RegisterPartnerWebhookInput } from './partner-webhooks.types.js';

/** Partner webhooks (partners service), admins only: the service checks the caller's admin role with identity. */
@Resolver(() => PartnerWebhook)
@UseGuards(GqlAuthGuard)
export class PartnerWebhooksResolver {
  constructor(private readonly services: ServiceClient) {}

  @Query(() => [PartnerWebhook])
  async partnerWebhooks(@CurrentUser() user: AuthenticatedUser): Promise<PartnerWebhook[]> {
    return (await this.services.request('partners.list-webhooks', { adminId: user.userId }, user)).webhooks.map(toPartnerWebhook);
  }

  @Query(() => [PartnerEventType], { description: 'The events a webhook may ask for (libs/contracts partnerEvents)' })
  partnerEventTypes(): PartnerEventType[] {
    return partnerEventSubjects.map((subject) => ({ subject, personalData: [...partnerEvents[subject].personalData] }));
  }

  @Mutation(() => PartnerWebhookWithSecret)
  async registerPartnerWebhook(@Args('input') input: RegisterPartnerWebhookInput, @CurrentUser() user: AuthenticatedUser): Promise<PartnerWebhookWithSecret> {
    const { webhook, secret } = await this.services.request(
      'partners.register-webhook',
      { adminId: user.userId, name: input.name, url: input.url, eventTypes: input.eventTypes as PartnerEventSubject[], personalData: input.personalData },
      user,
    );
    return { webhook: toPartnerWebhook(webhook), secret };
  }

  @Mutation(() => PartnerWebhookWithSecret)
  async rotatePartnerWebhookSecret(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PartnerWebhookWithSecret> {
    const { webhook, secret } = await this.services.request('partners.rotate-webhook-secret', { adminId: user.userId, webhookId: id }, user);
    return { webhook: toPartnerWebhook(webhook), secret };
  }

  @Mutation(() => Boolean)
  async deletePartnerWebhook(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser): Promise<boolean> {
    return (await this.services.request('partners.delete-webhook', { adminId: user.userId, webhookId: id }, user)).deleted;
  }
}

function toPartnerWebhook(webhook: PartnerWebhookData): PartnerWebhook {
  const last = webhook.lastDelivery;
  return {
    ...webhook,
    createdAt: new Date(webhook.createdAt),
    secretRotatedAt: webhook.secretRotatedAt ? new Date(webhook.secretRotatedAt) : null,
    lastDelivery: last ? { ...last, attemptedAt: last.attemptedAt ? new Date(last.attemptedAt) : null } : null,
  };
}

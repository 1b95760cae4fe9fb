import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { WebhookService } from './webhook.service.js';

@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhookService) {}

  @MessagePattern('partners.list-webhooks')
  async list(@Payload() { adminId }: RequestData<'partners.list-webhooks'>) {
    return { webhooks: await this.webhooks.list(adminId) };
  }

  @MessagePattern('partners.register-webhook')
  register(@Payload() request: RequestData<'partners.register-webhook'>) {
    return this.webhooks.register(request);
  }

  @MessagePattern('partners.rotate-webhook-secret')
  rotate(@Payload() { adminId, webhookId }: RequestData<'partners.rotate-webhook-secret'>) {
    return this.webhooks.rotateSecret(adminId, webhookId);
  }

  @MessagePattern('partners.delete-webhook')
  async delete(@Payload() { adminId, webhookId }: RequestData<'partners.delete-webhook'>) {
    return { deleted: await this.webhooks.delete(adminId, webhookId) };
  }
}

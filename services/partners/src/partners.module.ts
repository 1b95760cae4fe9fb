import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { loadPartnersConfig, PARTNERS_CONFIG } from './partners.config.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { DeliveryWorker } from './webhooks/delivery.worker.js';
import { WebhookEventsController } from './webhooks/webhook-events.controller.js';
import { WebhookRepository } from './webhooks/webhook.repository.js';
import { SubscribedEventTypes } from './webhooks/subscribed-event-types.js';
import { WebhookService } from './webhooks/webhook.service.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';

@Module({})
export class PartnersModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    const config = loadPartnersConfig(deps.env);
    return serviceModule(PartnersModule, 'partners', deps, {
      controllers: [WebhooksController, WebhookEventsController, PrivacyController],
      providers: [PrivacyRepository, PrivacyService, WebhookRepository, SubscribedEventTypes, WebhookService, DeliveryWorker, { provide: PARTNERS_CONFIG, useValue: config }],
    });
  }
}

import { Module } from '@nestjs/common';
import { AdminResolver } from './admin.resolver.js';
import { PartnerWebhooksResolver } from './partner-webhooks.resolver.js';

@Module({ providers: [AdminResolver, PartnerWebhooksResolver] })
export class AdminModule {}

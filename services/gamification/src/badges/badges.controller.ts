import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { BadgeService } from './badge.service.js';

@Controller()
export class BadgesController {
  constructor(private readonly badges: BadgeService) {}

  @MessagePattern('gamification.list-badges')
  async list(@Payload() { userId }: RequestData<'gamification.list-badges'>) {
    return { badges: await this.badges.listForUser(userId) };
  }

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.badges.onUserRegistered(event);
  }
}

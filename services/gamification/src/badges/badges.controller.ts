import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { BadgeService } from './badge.service.js';

@Controller()
export class BadgesController {
  constructor(private readonly badges: BadgeService) {}

  @MessagePattern('gamification.list-badges')
  async list(@Payload() request: RequestOf<'gamification.list-badges'>) {
    const { userId } = requestSchemas['gamification.list-badges'].request.parse(request);
    return { badges: await this.badges.listForUser(userId) };
  }

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.badges.onUserRegistered(event);
  }
}

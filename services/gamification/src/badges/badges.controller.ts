import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { BadgeService } from './badge.service.js';

@Controller()
export class BadgesController {
  constructor(private readonly badges: BadgeService) {}

  @MessagePattern('gamification.list-badges')
  async list(@Payload() { userId }: RequestData<'gamification.list-badges'>) {
    return { badges: await this.badges.listForUser(userId) };
  }
}

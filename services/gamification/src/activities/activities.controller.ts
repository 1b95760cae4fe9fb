import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { ActivityService } from './activity.service.js';

@Controller()
export class ActivitiesController {
  constructor(private readonly activities: ActivityService) {}

  @MessagePattern('gamification.list-activities')
  list(@Payload() { userId, limit, offset }: RequestData<'gamification.list-activities'>) {
    return this.activities.list(userId, limit, offset);
  }

  @MessagePattern('gamification.dashboard')
  dashboard(@Payload() { userId }: RequestData<'gamification.dashboard'>) {
    return this.activities.dashboard(userId);
  }
}

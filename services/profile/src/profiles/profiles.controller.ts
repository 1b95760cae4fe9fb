import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern('profile.get')
  get(@Payload() request: RequestData<'profile.get'>) {
    return this.profiles.get(request.userId);
  }

  @MessagePattern('profile.update')
  update(@Payload() { userId, updates }: RequestData<'profile.update'>) {
    return this.profiles.update(userId, updates);
  }

  @MessagePattern('profile.progress-snapshot')
  progressSnapshot(@Payload() { afterUserId, limit }: RequestData<'profile.progress-snapshot'>) {
    return this.profiles.progressSnapshot(afterUserId, limit);
  }

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.profiles.onUserRegistered(event);
  }
}

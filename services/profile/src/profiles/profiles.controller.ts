import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern('profile.get')
  get(@Payload() request: RequestOf<'profile.get'>) {
    return this.profiles.get(requestSchemas['profile.get'].request.parse(request).userId);
  }

  @MessagePattern('profile.update')
  update(@Payload() request: RequestOf<'profile.update'>) {
    const { userId, updates } = requestSchemas['profile.update'].request.parse(request);
    return this.profiles.update(userId, updates);
  }

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.profiles.onUserRegistered(event);
  }
}

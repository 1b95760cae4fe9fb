import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { TypedEvent } from '@ecp/contracts';
import { KnownUsersService } from './known-users.service.js';

@Controller()
export class KnownUsersController {
  constructor(private readonly users: KnownUsersService) {}

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.users.onUserRegistered(event);
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { RoleService } from './role.service.js';

@Controller()
export class RolesController {
  constructor(private readonly roles: RoleService) {}

  /** An unknown user or role is simply "no" (spec §6); a malformed request is refused at the bus edge. */
  @MessagePattern('identity.has-role')
  async hasRole(@Payload() request: RequestData<'identity.has-role'>) {
    return { hasRole: await this.roles.hasRole(request.userId, request.role) };
  }

  @MessagePattern('identity.list-role-requests')
  list(@Payload() { adminId, status }: RequestData<'identity.list-role-requests'>) {
    return this.roles.list(adminId, status);
  }

  @MessagePattern('identity.decide-role-request')
  decide(@Payload() { adminId, requestId, decision }: RequestData<'identity.decide-role-request'>) {
    return this.roles.decide(adminId, requestId, decision);
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { RoleService } from './role.service.js';

@Controller()
export class RolesController {
  constructor(private readonly roles: RoleService) {}

  /** Never fails: a malformed request or any error is simply "no" (spec §6). */
  @MessagePattern('identity.has-role')
  async hasRole(@Payload() request: RequestOf<'identity.has-role'>) {
    const parsed = requestSchemas['identity.has-role'].request.safeParse(request);
    return { hasRole: parsed.success ? await this.roles.hasRole(parsed.data.userId, parsed.data.role) : false };
  }

  @MessagePattern('identity.list-role-requests')
  list(@Payload() request: RequestOf<'identity.list-role-requests'>) {
    const { adminId, status } = requestSchemas['identity.list-role-requests'].request.parse(request);
    return this.roles.list(adminId, status);
  }

  @MessagePattern('identity.decide-role-request')
  decide(@Payload() request: RequestOf<'identity.decide-role-request'>) {
    const { adminId, requestId, decision } = requestSchemas['identity.decide-role-request'].request.parse(request);
    return this.roles.decide(adminId, requestId, decision);
  }
}

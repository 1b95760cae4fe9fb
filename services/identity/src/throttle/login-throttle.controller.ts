import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { LoginThrottleService } from './login-throttle.service.js';

@Controller()
export class LoginThrottleController {
  constructor(private readonly throttle: LoginThrottleService) {}

  @MessagePattern('identity.clear-sign-in-locks')
  async clear(@Payload() { adminId, email }: RequestData<'identity.clear-sign-in-locks'>) {
    return { cleared: await this.throttle.clearAccount(adminId, email) };
  }
}

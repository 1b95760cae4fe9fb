import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { SessionService } from './session.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern('identity.refresh')
  refresh(@Payload() request: RequestData<'identity.refresh'>) {
    return this.sessions.refresh(request.refreshToken);
  }

  @MessagePattern('identity.session-active')
  async sessionActive(@Payload() { userId, sessionId }: RequestData<'identity.session-active'>) {
    return { active: await this.sessions.isActive(userId, sessionId) };
  }

  @MessagePattern('identity.sign-out')
  signOut(@Payload() request: RequestData<'identity.sign-out'>) {
    return this.sessions.signOut(request);
  }
}

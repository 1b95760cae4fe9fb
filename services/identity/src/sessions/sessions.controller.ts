import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { SessionService } from './session.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern('identity.refresh')
  refresh(@Payload() request: RequestOf<'identity.refresh'>) {
    return this.sessions.refresh(requestSchemas['identity.refresh'].request.parse(request).refreshToken);
  }

  @MessagePattern('identity.sign-out')
  signOut(@Payload() request: RequestOf<'identity.sign-out'>) {
    return this.sessions.signOut(requestSchemas['identity.sign-out'].request.parse(request));
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { MfaService } from './mfa.service.js';

@Controller()
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @MessagePattern('identity.verify-mfa')
  verify(@Payload() request: RequestOf<'identity.verify-mfa'>) {
    const { mfaToken, code, ip } = requestSchemas['identity.verify-mfa'].request.parse(request);
    return this.mfa.verify(mfaToken, code, ip);
  }

  @MessagePattern('identity.totp-enroll')
  enroll(@Payload() request: RequestOf<'identity.totp-enroll'>) {
    return this.mfa.enroll(requestSchemas['identity.totp-enroll'].request.parse(request).userId);
  }

  @MessagePattern('identity.totp-activate')
  activate(@Payload() request: RequestOf<'identity.totp-activate'>) {
    const { userId, code } = requestSchemas['identity.totp-activate'].request.parse(request);
    return this.mfa.activate(userId, code);
  }

  @MessagePattern('identity.totp-disable')
  disable(@Payload() request: RequestOf<'identity.totp-disable'>) {
    const { userId, code } = requestSchemas['identity.totp-disable'].request.parse(request);
    return this.mfa.disable(userId, code);
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { MfaService } from './mfa.service.js';

@Controller()
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @MessagePattern('identity.verify-mfa')
  verify(@Payload() { mfaToken, code, ip, timeZone }: RequestData<'identity.verify-mfa'>) {
    return this.mfa.verify(mfaToken, code, ip, timeZone ?? null);
  }

  @MessagePattern('identity.totp-enroll')
  enroll(@Payload() request: RequestData<'identity.totp-enroll'>) {
    return this.mfa.enroll(request.userId);
  }

  @MessagePattern('identity.totp-activate')
  activate(@Payload() request: RequestData<'identity.totp-activate'>) {
    return this.mfa.activate(request);
  }

  @MessagePattern('identity.remove-second-factor')
  removeByAdmin(@Payload() request: RequestData<'identity.remove-second-factor'>) {
    return this.mfa.removeByAdmin(request);
  }

  @MessagePattern('identity.totp-disable')
  disable(@Payload() { userId, code, ip }: RequestData<'identity.totp-disable'>) {
    return this.mfa.disable(userId, code, ip);
  }
}

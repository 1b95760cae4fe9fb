import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { DeleteAccountUseCase } from './delete-account.usecase.js';
import { PrivacyService } from './privacy.service.js';

@Controller()
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly deleteAccountUseCase: DeleteAccountUseCase,
  ) {}

  @MessagePattern('identity.export-user-data')
  exportUserData(@Payload() request: RequestData<'identity.export-user-data'>) {
    return this.privacy.exportUserData(request.userId);
  }

  @MessagePattern('identity.delete-account')
  deleteAccount(@Payload() request: RequestData<'identity.delete-account'>) {
    return this.deleteAccountUseCase.execute(request);
  }

  @MessagePattern('identity.erasure-status')
  erasureStatus(@Payload() request: RequestData<'identity.erasure-status'>) {
    return this.privacy.erasureStatus(request.userId);
  }

  @EventPattern('user.erased')
  onUserErased(@Payload() event: TypedEvent<'user.erased'>) {
    return this.privacy.onUserErased(event);
  }
}

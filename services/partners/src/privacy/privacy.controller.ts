import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { PrivacyService } from './privacy.service.js';

@Controller()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @MessagePattern('partners.export-user-data')
  exportUserData(@Payload() request: RequestData<'partners.export-user-data'>) {
    return this.privacy.exportUserData(request.userId);
  }

  @EventPattern('user.deleted')
  onUserDeleted(@Payload() event: TypedEvent<'user.deleted'>) {
    return this.privacy.onUserDeleted(event);
  }
}

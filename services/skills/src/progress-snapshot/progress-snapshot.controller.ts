import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { ProgressSnapshotService } from './progress-snapshot.service.js';

@Controller()
export class ProgressSnapshotController {
  constructor(private readonly snapshot: ProgressSnapshotService) {}

  @MessagePattern('skills.progress-snapshot')
  page(@Payload() { afterUserId, limit }: RequestData<'skills.progress-snapshot'>) {
    return this.snapshot.page(afterUserId, limit);
  }
}

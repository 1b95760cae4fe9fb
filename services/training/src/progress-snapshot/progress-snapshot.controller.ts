import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { ProgressSnapshotService } from './progress-snapshot.service.js';

@Controller()
export class ProgressSnapshotController {
  constructor(private readonly snapshot: ProgressSnapshotService) {}

  @MessagePattern('training.progress-snapshot')
  page(@Payload() { afterUserId, limit }: RequestData<'training.progress-snapshot'>) {
    return this.snapshot.page(afterUserId, limit);
  }
}

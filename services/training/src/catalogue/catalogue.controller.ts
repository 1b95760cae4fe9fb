import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { CatalogueService } from './catalogue.service.js';

@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @MessagePattern('training.list-programs')
  async list(@Payload() request: RequestData<'training.list-programs'>) {
    return { programs: await this.catalogue.listForUser(request.userId) };
  }
}

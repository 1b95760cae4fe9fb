import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestOf } from '@ecp/contracts';
import { parseRequest } from '../training.requests.js';
import { CatalogueService } from './catalogue.service.js';

@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @MessagePattern('training.list-programs')
  async list(@Payload() request: RequestOf<'training.list-programs'>) {
    return { programs: await this.catalogue.listForUser(parseRequest('training.list-programs', request, 'Failed to retrieve training programs').userId) };
  }
}

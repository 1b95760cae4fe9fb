import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { CareersService } from './careers.service.js';

@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @MessagePattern('skills.list-career-paths')
  async list(@Payload() request: RequestData<'skills.list-career-paths'>) {
    return { careerPaths: await this.careers.list(request.userId) };
  }

  @MessagePattern('skills.list-career-interests')
  async interests(@Payload() request: RequestData<'skills.list-career-interests'>) {
    return { careerPathIds: await this.careers.interests(request.userId) };
  }

  @MessagePattern('skills.toggle-career-interest')
  toggle(@Payload() { userId, careerPathId, interested }: RequestData<'skills.toggle-career-interest'>) {
    return this.careers.toggle(userId, careerPathId, interested);
  }
}

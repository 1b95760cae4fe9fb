import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { CareersService } from './careers.service.js';

@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @MessagePattern('skills.list-career-paths')
  async list(@Payload() request: RequestOf<'skills.list-career-paths'>) {
    return { careerPaths: await this.careers.list(requestSchemas['skills.list-career-paths'].request.parse(request).userId) };
  }

  @MessagePattern('skills.list-career-interests')
  async interests(@Payload() request: RequestOf<'skills.list-career-interests'>) {
    return { careerPathIds: await this.careers.interests(requestSchemas['skills.list-career-interests'].request.parse(request).userId) };
  }

  @MessagePattern('skills.toggle-career-interest')
  toggle(@Payload() request: RequestOf<'skills.toggle-career-interest'>) {
    const { userId, careerPathId, interested } = requestSchemas['skills.toggle-career-interest'].request.parse(request);
    return this.careers.toggle(userId, careerPathId, interested);
  }
}

import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { UserSkillsService } from './user-skills.service.js';

@Controller()
export class UserSkillsController {
  constructor(private readonly skills: UserSkillsService) {}

  @MessagePattern('skills.list-user-skills')
  async list(@Payload() request: RequestOf<'skills.list-user-skills'>) {
    return { skills: await this.skills.list(requestSchemas['skills.list-user-skills'].request.parse(request).userId) };
  }

  @MessagePattern('skills.has-skills')
  async hasSkills(@Payload() request: RequestOf<'skills.has-skills'>) {
    return { hasSkills: await this.skills.hasSkills(requestSchemas['skills.has-skills'].request.parse(request).userId) };
  }

  @MessagePattern('skills.add-skill')
  add(@Payload() request: RequestOf<'skills.add-skill'>) {
    return this.skills.add(requestSchemas['skills.add-skill'].request.parse(request));
  }

  @MessagePattern('skills.delete-skill')
  async delete(@Payload() request: RequestOf<'skills.delete-skill'>) {
    const { userId, skillId } = requestSchemas['skills.delete-skill'].request.parse(request);
    return { deleted: await this.skills.delete(userId, skillId) };
  }

  @EventPattern('cv.analysis.completed')
  onAnalysisCompleted(@Payload() event: TypedEvent<'cv.analysis.completed'>) {
    return this.skills.importFromAnalysis(event);
  }

  @MessagePattern('skills.search-skills')
  async search(@Payload() request: RequestOf<'skills.search-skills'>) {
    const { userId, query, limit } = requestSchemas['skills.search-skills'].request.parse(request);
    return { results: await this.skills.search(userId, query, limit) };
  }
}
